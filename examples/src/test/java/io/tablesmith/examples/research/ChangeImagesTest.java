package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.ItemKey;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.UndecodableChange;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * A change's images are read by the generated {@code fromImage}, which skips the {@code _et} and the key
 * that the dispatch has read: what it still checks, and where the change's key comes from.
 */
class ChangeImagesTest {

    private static final Finding BEFORE = Finding.scored("42", "f-1", "COP above 3 at -15 C", 0.9);
    private static final Finding AFTER = Finding.scored("42", "f-1", "COP above 3 at -20 C", 0.8);

    @Test
    void aModificationReadsBothImagesAsFromItemDoes() {
        Map<String, AttributeValue> oldImage = FindingSchema.INSTANCE.toItem(BEFORE);
        Map<String, AttributeValue> newImage = FindingSchema.INSTANCE.toItem(AFTER);

        TablesmithChange change = TablesmithChange.of(record(OperationType.MODIFY, keysOf(newImage), oldImage, newImage));

        Change<Finding> finding = ((TablesmithChange.FindingChange) change).change();
        assertThat(finding.key()).isEqualTo(new ItemKey<Finding>("JOB#42", "FINDING#f-1"));
        assertThat(finding.requireOldImage()).isEqualTo(FindingSchema.INSTANCE.fromItem(oldImage)).isEqualTo(BEFORE);
        assertThat(finding.requireNewImage()).isEqualTo(AFTER);
    }

    @Test
    void anImageWhoseComponentsAreNotItsKeyIsUndecodableAndNamesTheKey() {
        Map<String, AttributeValue> image = new HashMap<>(FindingSchema.INSTANCE.toItem(AFTER));
        image.put("findingId", AttributeValue.fromS("f-2"));

        TablesmithChange change = TablesmithChange.of(record(OperationType.INSERT, keysOf(image), null, image));

        assertThat(change).isInstanceOf(TablesmithChange.Undecodable.class);
        UndecodableChange undecodable = ((TablesmithChange.Undecodable) change).change();
        assertThat(undecodable.entityType()).contains("FINDING");
        assertThat(undecodable.newImage()).isEqualTo(image);
        assertThat(undecodable.reason().getMessage()).contains("pk=JOB#42, sk=FINDING#f-1").contains("f-2");
    }

    @Test
    void aRecordWithoutKeysTakesItsKeyFromItsImage() {
        Map<String, AttributeValue> image = FindingSchema.INSTANCE.toItem(AFTER);

        TablesmithChange change = TablesmithChange.of(record(OperationType.INSERT, Map.of(), null, image));

        Change<Finding> finding = ((TablesmithChange.FindingChange) change).change();
        assertThat(finding.key()).isEqualTo(new ItemKey<Finding>("JOB#42", "FINDING#f-1"));
        assertThat(finding.requireNewImage()).isEqualTo(AFTER);
    }

    @Test
    void aKeysOnlyRecordTakesItsKeyFromItsKeys() {
        Map<String, AttributeValue> keys = keysOf(FindingSchema.INSTANCE.toItem(AFTER));

        TablesmithChange change = TablesmithChange.of(record(OperationType.REMOVE, keys, null, null));

        Change<Finding> finding = ((TablesmithChange.FindingChange) change).change();
        assertThat(finding.key()).isEqualTo(new ItemKey<Finding>("JOB#42", "FINDING#f-1"));
        assertThat(finding.oldImage()).isEmpty();
    }

    private static Map<String, AttributeValue> keysOf(Map<String, AttributeValue> item) {
        return Map.of("pk", item.get("pk"), "sk", item.get("sk"));
    }

    private static Record record(OperationType operation, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
                                 Map<String, AttributeValue> newImage) {
        return Record.builder().eventID("e-1").eventName(operation).eventSource("aws:dynamodb")
                .dynamodb(stream -> stream.keys(keys).oldImage(oldImage).newImage(newImage).sequenceNumber("100")
                        .approximateCreationDateTime(Instant.parse("2026-06-01T12:00:00Z"))
                        .streamViewType(oldImage == null && newImage == null ? StreamViewType.KEYS_ONLY
                                : StreamViewType.NEW_AND_OLD_IMAGES))
                .build();
    }
}
