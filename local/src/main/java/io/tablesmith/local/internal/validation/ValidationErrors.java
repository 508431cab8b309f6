package io.tablesmith.local.internal.validation;

import io.tablesmith.local.internal.Errors;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * The one place that writes DynamoDB's constraint messages: {@code N validation error(s) detected: ...},
 * each violation in one of the two wordings DynamoDB uses (see {@link Wording}), joined by {@code "; "}.
 */
public final class ValidationErrors {
    /** How a violation names its member and whether it quotes the value. */
    public enum Wording {
        /**
         * DynamoDB's long-standing validator: the value quoted as its service renders it ({@link JavaStyle};
         * {@code null} unquoted) and the member path in lower camel case:
         * {@code Value 'ab' at 'tableName' failed to satisfy constraint: ...}.
         */
        QUOTED,
        /**
         * The validation framework DynamoDB moved some operations to (see {@link ModelValidator}): no value,
         * the member path with the model's names: {@code Value at 'Limit' failed to satisfy constraint: ...}.
         */
        UNQUOTED
    }

    private final List<String> violations = new ArrayList<>();

    /** Records that the member at {@code path}, holding {@code value}, breaks {@code constraint}. */
    public ValidationErrors add(Wording wording, MemberPath path, Object value, String constraint) {
        violations.add(wording == Wording.UNQUOTED
                ? "Value at '" + path.modelNames() + "' failed to satisfy constraint: " + constraint
                : "Value " + (value == null ? "null" : "'" + JavaStyle.render(value) + "'") + " at '"
                        + path.camelNames() + "' failed to satisfy constraint: " + constraint);
        return this;
    }

    /** Records a violation DynamoDB words in a sentence of its own, counted with the others. */
    public ValidationErrors addSentence(String sentence) {
        violations.add(sentence);
        return this;
    }

    public boolean isEmpty() {
        return violations.isEmpty();
    }

    /** The message for every violation recorded, e.g. {@code 2 validation errors detected: ...; ...}. */
    public String message() {
        return violations.size() + " validation error" + (violations.size() > 1 ? "s" : "") + " detected: "
                + String.join("; ", violations);
    }

    /** Throws the ValidationException for the violations recorded, if any. */
    public void throwIfAny() {
        if (!violations.isEmpty()) {
            throw Errors.validation(message());
        }
    }

    /** The ValidationException for one member in the {@link Wording#QUOTED} wording. */
    public static DynamoDbException one(MemberPath path, Object value, String constraint) {
        return Errors.validation(new ValidationErrors().add(Wording.QUOTED, path, value, constraint).message());
    }
}
