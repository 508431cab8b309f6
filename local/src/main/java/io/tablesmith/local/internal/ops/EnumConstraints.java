package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.validation.MemberPath;
import io.tablesmith.local.internal.validation.ValidationErrors;

/**
 * The enum members of a request (ReturnValues, ReturnConsumedCapacity, ...), checked together: DynamoDB
 * reports every invalid one in a single message ("2 validation errors detected: ...; ...").
 */
final class EnumConstraints {
    static final String RETURN_VALUES = "[ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]";
    static final String RETURN_CONSUMED_CAPACITY = "[INDEXES, TOTAL, NONE]";
    static final String RETURN_ITEM_COLLECTION_METRICS = "[SIZE, NONE]";

    private final ValidationErrors violations = new ValidationErrors();

    /** Records a member whose value the SDK did not recognise ({@code unknown}), with its allowed values. */
    EnumConstraints check(boolean unknown, String text, String member, String allowed) {
        if (unknown) {
            violations.add(ValidationErrors.Wording.QUOTED, MemberPath.of(member), text,
                    "Member must satisfy enum value set: " + allowed);
        }
        return this;
    }

    void throwIfAny() {
        violations.throwIfAny();
    }
}
