package io.tablesmith.local.internal.streams;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.Table;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** A table's StreamSpecification: checked on CreateTable, shown by DescribeTable. */
public final class StreamSpecs {
    private StreamSpecs() {
    }

    /**
     * The view type of the stream that {@code spec} asks for, or null when it asks for none.
     *
     * @throws software.amazon.awssdk.services.dynamodb.model.DynamoDbException (ValidationException) when
     *     it lacks StreamEnabled, names an unknown view type, or enables a stream without a view type
     */
    public static StreamViewType requested(StreamSpecification spec) {
        if (spec == null) {
            return null;
        }
        if (spec.streamEnabled() == null) {
            throw Errors.constraint(null, "streamSpecification.streamEnabled", "Member must not be null");
        }
        StreamViewType viewType = spec.streamViewType();
        if (viewType == StreamViewType.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(spec.streamViewTypeAsString(), "streamSpecification.streamViewType",
                    "Member must satisfy enum value set: [NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES, KEYS_ONLY]");
        }
        if (!spec.streamEnabled()) {
            return null;
        }
        if (viewType == null) {
            throw Errors.validation("One or more parameter values were invalid: "
                    + "StreamViewType is required when StreamEnabled is true");
        }
        return viewType;
    }

    /** Adds the table's stream, if it has one enabled, to its description. */
    public static void describe(Table table, TableDescription.Builder description) {
        if (table.changes() instanceof TableStream stream) {
            description.streamSpecification(StreamSpecification.builder().streamEnabled(true)
                            .streamViewType(stream.viewType()).build())
                    .latestStreamArn(stream.arn())
                    .latestStreamLabel(stream.label());
        }
    }
}
