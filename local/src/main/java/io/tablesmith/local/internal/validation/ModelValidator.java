package io.tablesmith.local.internal.validation;

import io.tablesmith.local.internal.TableNames;
import io.tablesmith.local.internal.validation.MemberConstraints.Bounds;
import io.tablesmith.local.internal.validation.MemberConstraints.Constraint;
import io.tablesmith.local.internal.validation.ValidationErrors.Wording;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks a request against the length, value and pattern constraints of DynamoDB's service model, member by
 * member in the model's order and into every structure, list and map it holds, and reports every violation
 * in one ValidationException, as DynamoDB's request validation does before an operation runs.
 *
 * <p>DynamoDB words these violations two ways ({@link Wording}). Its newer validation framework, which
 * answers Query, BatchGetItem, GetItem, PutItem, UpdateItem and DeleteItem in the regions it has reached
 * (captured in 2026 by the public DynamoDB conformance suite), names the member with the model's names
 * and does not quote the value; every other operation quotes it.
 *
 * <p>The table a request names comes first: DynamoDB checks a request's {@code TableName} before its other
 * members and, when it is broken, reports it alone (in the quoted wording, whatever the operation), so an empty
 * name hides an invalid {@code ReturnValues} or an empty {@code KeySchema}.
 */
public final class ModelValidator {
    private static final Set<String> UNQUOTED_OPERATIONS = Set.of("QueryRequest", "BatchGetItemRequest",
            "GetItemRequest", "PutItemRequest", "UpdateItemRequest", "DeleteItemRequest");

    private static final String TABLE_NAME = "TableName";

    private ModelValidator() {
    }

    /** Throws DynamoDB's ValidationException when {@code request} breaks a constraint of the model. */
    public static void check(SdkPojo request) {
        checkTableName(request);
        violations(request).throwIfAny();
    }

    /**
     * The request's top-level {@code TableName}, if it has one: its model constraints (an ARN's length where the
     * member takes one) and then, for a name that is not an ARN, a table name's own rules ({@link TableNames#check}).
     */
    private static void checkTableName(SdkPojo request) {
        for (SdkField<?> field : request.sdkFields()) {
            if (field.locationName().equals(TABLE_NAME) && field.getValueOrDefault(request) instanceof String name) {
                ValidationErrors errors = new ValidationErrors();
                for (Constraint c : MemberConstraints.of(request.getClass().getSimpleName())) {
                    if (c.member().equals(TABLE_NAME)) {
                        member(c, name, MemberPath.of(TABLE_NAME), Wording.QUOTED, errors);
                    }
                }
                errors.throwIfAny();
                TableNames.check(name);
            }
        }
    }

    /** Every constraint of the model that {@code request} breaks. */
    public static ValidationErrors violations(SdkPojo request) {
        ValidationErrors errors = new ValidationErrors();
        Wording wording = UNQUOTED_OPERATIONS.contains(request.getClass().getSimpleName())
                ? Wording.UNQUOTED : Wording.QUOTED;
        structure(request, null, wording, errors);
        return errors;
    }

    private static void structure(SdkPojo pojo, MemberPath at, Wording wording, ValidationErrors errors) {
        List<Constraint> constraints = MemberConstraints.of(pojo.getClass().getSimpleName());
        for (SdkField<?> field : pojo.sdkFields()) {
            Object value = field.getValueOrDefault(pojo);
            if (JavaStyle.absent(value)) {
                continue;
            }
            MemberPath path = at == null ? MemberPath.of(field.locationName()) : at.field(field.locationName());
            for (Constraint c : constraints) {
                if (c.member().equals(field.locationName())) {
                    member(c, value, path, wording, errors);
                }
            }
            nested(value, path, wording, errors);
        }
    }

    private static void member(Constraint c, Object value, MemberPath path, Wording wording, ValidationErrors errors) {
        if (c.pattern() != null && value instanceof String s && !c.pattern().matcher(s).matches()) {
            errors.add(wording, path, value, "Member must satisfy regular expression pattern: " + c.pattern());
        }
        Long measure = measure(value);
        Bounds b = c.bounds();
        String kind = b.length() ? "length" : "value";
        if (measure != null && b.min() != null && measure < b.min()) {
            errors.add(wording, path, value, "Member must have " + kind + " greater than or equal to " + b.min());
        }
        if (measure != null && b.max() != null && measure > b.max()) {
            errors.add(wording, path, value, "Member must have " + kind + " less than or equal to " + b.max());
        }
        if (c.element() != null && value instanceof Map<?, ?> map) {
            elements(c.element(), map, path, wording, errors);
        }
    }

    /**
     * Map values outside their bounds. The quoted wording reports the whole map once, listing every bound of
     * its values; the unquoted one names each value and the bound it breaks.
     */
    private static void elements(Bounds b, Map<?, ?> map, MemberPath path, Wording wording, ValidationErrors errors) {
        for (Map.Entry<?, ?> e : map.entrySet()) {
            Long size = measure(e.getValue());
            boolean under = size != null && b.min() != null && size < b.min();
            boolean over = size != null && b.max() != null && size > b.max();
            if (!under && !over) {
                continue;
            }
            if (wording == Wording.QUOTED) {
                errors.add(wording, path, map, "Map value must satisfy constraint: [Member must have length less than "
                        + "or equal to " + b.max() + ", Member must have length greater than or equal to " + b.min() + "]");
                return;
            }
            errors.add(wording, path.value(String.valueOf(e.getKey())), e.getValue(), under
                    ? "Member must have length greater than or equal to " + b.min()
                    : "Member must have length less than or equal to " + b.max());
        }
    }

    private static Long measure(Object value) {
        if (value instanceof String s) {
            return (long) s.length();
        }
        if (value instanceof List<?> list) {
            return (long) list.size();
        }
        if (value instanceof Map<?, ?> map) {
            return (long) map.size();
        }
        if (value instanceof Number n) {
            return n.longValue();
        }
        return null;
    }

    /** The structures inside a member; items (attribute values) have no constraints of the model, so are skipped. */
    private static void nested(Object value, MemberPath path, Wording wording, ValidationErrors errors) {
        if (value instanceof AttributeValue) {
            return;
        }
        if (value instanceof SdkPojo pojo) {
            structure(pojo, path, wording, errors);
        } else if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                Object element = list.get(i);
                if (element instanceof SdkPojo || element instanceof List<?>) {
                    nested(element, path.element(i), wording, errors);
                }
            }
        } else if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                Object v = e.getValue();
                if (v instanceof SdkPojo && !(v instanceof AttributeValue) || v instanceof List<?>) {
                    nested(v, path.value(String.valueOf(e.getKey())), wording, errors);
                }
            }
        }
    }
}
