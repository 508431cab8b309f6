package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeAction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.ConditionalOperator;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The legacy (pre-expression) parameters: {@code Expected}, {@code AttributeUpdates}, {@code KeyConditions},
 * {@code QueryFilter}, {@code ScanFilter}, {@code AttributesToGet} and {@code ConditionalOperator}. Each
 * request that uses them is rewritten into the equivalent expression request (with placeholders of its own,
 * as a legacy request may carry none), so both kinds run through the same engine. A request that mixes the
 * two kinds is refused with DynamoDB's message.
 */
final class Legacy {
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    private Legacy() {
    }

    static PutItemRequest put(PutItemRequest r) {
        mixing(list(r.hasExpected(), "Expected", r.conditionalOperator() != null, "ConditionalOperator"),
                list(r.conditionExpression() != null, "ConditionExpression"));
        if (!r.hasExpected() || placeholders(r.hasExpressionAttributeNames(), r.hasExpressionAttributeValues())) {
            return r;
        }
        Legacy l = new Legacy();
        String condition = l.conditions(expected(r.expected()), r.conditionalOperatorAsString());
        return r.toBuilder().expected(null).conditionalOperator((String) null).conditionExpression(condition)
                .expressionAttributeNames(l.names()).expressionAttributeValues(l.values()).build();
    }

    static DeleteItemRequest delete(DeleteItemRequest r) {
        mixing(list(r.hasExpected(), "Expected", r.conditionalOperator() != null, "ConditionalOperator"),
                list(r.conditionExpression() != null, "ConditionExpression"));
        if (!r.hasExpected() || placeholders(r.hasExpressionAttributeNames(), r.hasExpressionAttributeValues())) {
            return r;
        }
        Legacy l = new Legacy();
        String condition = l.conditions(expected(r.expected()), r.conditionalOperatorAsString());
        return r.toBuilder().expected(null).conditionalOperator((String) null).conditionExpression(condition)
                .expressionAttributeNames(l.names()).expressionAttributeValues(l.values()).build();
    }

    static UpdateItemRequest update(UpdateItemRequest r) {
        mixing(list(r.hasAttributeUpdates(), "AttributeUpdates", r.hasExpected(), "Expected",
                        r.conditionalOperator() != null, "ConditionalOperator"),
                list(r.updateExpression() != null, "UpdateExpression", r.conditionExpression() != null,
                        "ConditionExpression"));
        if (!r.hasAttributeUpdates() && !r.hasExpected()
                || placeholders(r.hasExpressionAttributeNames(), r.hasExpressionAttributeValues())) {
            return r;
        }
        Legacy l = new Legacy();
        UpdateItemRequest.Builder b = r.toBuilder().attributeUpdates(null).expected(null)
                .conditionalOperator((String) null);
        if (r.hasAttributeUpdates() && !r.attributeUpdates().isEmpty()) {
            b.updateExpression(l.updates(r.attributeUpdates()));
        }
        if (r.hasExpected()) {
            b.conditionExpression(l.conditions(expected(r.expected()), r.conditionalOperatorAsString()));
        }
        return b.expressionAttributeNames(l.names()).expressionAttributeValues(l.values()).build();
    }

    static GetItemRequest get(GetItemRequest r) {
        mixing(list(r.hasAttributesToGet(), "AttributesToGet"),
                list(r.projectionExpression() != null, "ProjectionExpression"));
        if (!r.hasAttributesToGet() || placeholders(r.hasExpressionAttributeNames(), false)) {
            return r;
        }
        Legacy l = new Legacy();
        return r.toBuilder().attributesToGet((List<String>) null)
                .projectionExpression(l.projection(r.attributesToGet()))
                .expressionAttributeNames(l.names()).build();
    }

    static KeysAndAttributes keysAndAttributes(KeysAndAttributes r) {
        mixing(list(r.hasAttributesToGet(), "AttributesToGet"),
                list(r.projectionExpression() != null, "ProjectionExpression"));
        if (!r.hasAttributesToGet() || placeholders(r.hasExpressionAttributeNames(), false)) {
            return r;
        }
        Legacy l = new Legacy();
        return r.toBuilder().attributesToGet((List<String>) null)
                .projectionExpression(l.projection(r.attributesToGet()))
                .expressionAttributeNames(l.names()).build();
    }

    static QueryRequest query(QueryRequest r) {
        mixing(list(r.hasKeyConditions(), "KeyConditions", r.hasQueryFilter(), "QueryFilter",
                        r.hasAttributesToGet(), "AttributesToGet", r.conditionalOperator() != null,
                        "ConditionalOperator"),
                list(r.keyConditionExpression() != null, "KeyConditionExpression", r.filterExpression() != null,
                        "FilterExpression", r.projectionExpression() != null, "ProjectionExpression"));
        if (!r.hasKeyConditions() && !r.hasQueryFilter() && !r.hasAttributesToGet()
                || placeholders(r.hasExpressionAttributeNames(), r.hasExpressionAttributeValues())) {
            return r;
        }
        Legacy l = new Legacy();
        QueryRequest.Builder b = r.toBuilder().keyConditions(null).queryFilter(null)
                .attributesToGet((List<String>) null).conditionalOperator((String) null);
        if (r.hasKeyConditions()) {
            b.keyConditionExpression(l.conditions(r.keyConditions(), null));
        }
        if (r.hasQueryFilter() && !r.queryFilter().isEmpty()) {
            b.filterExpression(l.conditions(r.queryFilter(), r.conditionalOperatorAsString()));
        }
        if (r.hasAttributesToGet()) {
            b.projectionExpression(l.projection(r.attributesToGet()));
        }
        return b.expressionAttributeNames(l.names()).expressionAttributeValues(l.values()).build();
    }

    static ScanRequest scan(ScanRequest r) {
        mixing(list(r.hasScanFilter(), "ScanFilter", r.hasAttributesToGet(), "AttributesToGet",
                        r.conditionalOperator() != null, "ConditionalOperator"),
                list(r.filterExpression() != null, "FilterExpression", r.projectionExpression() != null,
                        "ProjectionExpression"));
        if (!r.hasScanFilter() && !r.hasAttributesToGet()
                || placeholders(r.hasExpressionAttributeNames(), r.hasExpressionAttributeValues())) {
            return r;
        }
        Legacy l = new Legacy();
        ScanRequest.Builder b = r.toBuilder().scanFilter(null).attributesToGet((List<String>) null)
                .conditionalOperator((String) null);
        if (r.hasScanFilter() && !r.scanFilter().isEmpty()) {
            b.filterExpression(l.conditions(r.scanFilter(), r.conditionalOperatorAsString()));
        }
        if (r.hasAttributesToGet()) {
            b.projectionExpression(l.projection(r.attributesToGet()));
        }
        return b.expressionAttributeNames(l.names()).expressionAttributeValues(l.values()).build();
    }

    // ---------------------------------------------------------------- mixing

    /**
     * Placeholders given with legacy parameters and no expression: the request is left as it is, for the
     * operation's own check ("ExpressionAttributeNames can only be specified when using expressions").
     */
    private static boolean placeholders(boolean names, boolean values) {
        return names || values;
    }

    /** Pairs of (present, parameter name); the names of the present ones. */
    private static List<String> list(Object... presentAndName) {
        List<String> present = new ArrayList<>();
        for (int i = 0; i < presentAndName.length; i += 2) {
            if ((Boolean) presentAndName[i]) {
                present.add((String) presentAndName[i + 1]);
            }
        }
        return present;
    }

    private static void mixing(List<String> legacy, List<String> expression) {
        if (!legacy.isEmpty() && !expression.isEmpty()) {
            throw Errors.validation("Can not use both expression and non-expression parameters in the same request: "
                    + "Non-expression parameters: {" + String.join(", ", legacy) + "} Expression parameters: {"
                    + String.join(", ", expression) + "}");
        }
    }

    // ---------------------------------------------------------------- translation

    private Map<String, String> names() {
        return names.isEmpty() ? null : names;
    }

    private Map<String, AttributeValue> values() {
        return values.isEmpty() ? null : values;
    }

    private String name(String attribute) {
        String placeholder = "#lgcy" + names.size();
        names.put(placeholder, attribute);
        return placeholder;
    }

    private String value(AttributeValue v) {
        String placeholder = ":lgcy" + values.size();
        values.put(placeholder, v);
        return placeholder;
    }

    private String projection(List<String> attributes) {
        List<String> paths = new ArrayList<>();
        for (String attribute : attributes) {
            paths.add(name(attribute));
        }
        return String.join(", ", paths);
    }

    private String updates(Map<String, AttributeValueUpdate> updates) {
        List<String> set = new ArrayList<>();
        List<String> remove = new ArrayList<>();
        List<String> add = new ArrayList<>();
        List<String> delete = new ArrayList<>();
        for (Map.Entry<String, AttributeValueUpdate> e : updates.entrySet()) {
            AttributeValueUpdate u = e.getValue();
            AttributeAction action = u.action() == null ? AttributeAction.PUT : u.action();
            String path = name(e.getKey());
            switch (action) {
                case PUT:
                    if (u.value() == null) {
                        throw Errors.validation("One or more parameter values were invalid: "
                                + "Only DELETE action is allowed when no attribute value is specified");
                    }
                    set.add(path + " = " + value(u.value()));
                    break;
                case ADD:
                    if (u.value() == null) {
                        throw Errors.validation("One or more parameter values were invalid: "
                                + "Only DELETE action is allowed when no attribute value is specified");
                    }
                    add.add(path + " " + value(u.value()));
                    break;
                case DELETE:
                    if (u.value() == null) {
                        remove.add(path);
                    } else {
                        delete.add(path + " " + value(u.value()));
                    }
                    break;
                default:
                    throw Errors.constraint(u.actionAsString(), "attributeUpdates." + e.getKey() + ".member.action",
                            "Member must satisfy enum value set: [ADD, PUT, DELETE]");
            }
        }
        List<String> clauses = new ArrayList<>();
        if (!set.isEmpty()) {
            clauses.add("SET " + String.join(", ", set));
        }
        if (!remove.isEmpty()) {
            clauses.add("REMOVE " + String.join(", ", remove));
        }
        if (!add.isEmpty()) {
            clauses.add("ADD " + String.join(", ", add));
        }
        if (!delete.isEmpty()) {
            clauses.add("DELETE " + String.join(", ", delete));
        }
        return String.join(" ", clauses);
    }

    /** Expected entries in the shape of conditions: Exists/Value become NULL, NOT_NULL or EQ. */
    private static Map<String, Condition> expected(Map<String, ExpectedAttributeValue> expected) {
        Map<String, Condition> conditions = new LinkedHashMap<>();
        for (Map.Entry<String, ExpectedAttributeValue> e : expected.entrySet()) {
            ExpectedAttributeValue x = e.getValue();
            Condition c;
            if (x.comparisonOperator() != null) {
                if (x.value() != null || x.exists() != null) {
                    throw Errors.validation("One or more parameter values were invalid: "
                            + "Value or Exists parameter cannot be used with ComparisonOperator for Attribute: "
                            + e.getKey());
                }
                c = Condition.builder().comparisonOperator(x.comparisonOperatorAsString())
                        .attributeValueList(x.hasAttributeValueList() ? x.attributeValueList() : List.of()).build();
            } else if (Boolean.FALSE.equals(x.exists())) {
                if (x.value() != null) {
                    throw Errors.validation("One or more parameter values were invalid: "
                            + "Value cannot be used when Exists is false for Attribute: " + e.getKey());
                }
                c = Condition.builder().comparisonOperator(ComparisonOperator.NULL).build();
            } else {
                if (x.value() == null) {
                    throw Errors.validation("One or more parameter values were invalid: "
                            + "Value must be provided when Exists is true for Attribute: " + e.getKey());
                }
                c = Condition.builder().comparisonOperator(ComparisonOperator.EQ).attributeValueList(x.value()).build();
            }
            conditions.put(e.getKey(), c);
        }
        return conditions;
    }

    private String conditions(Map<String, Condition> conditions, String conditionalOperator) {
        String joiner = " AND ";
        if (conditionalOperator != null) {
            ConditionalOperator op = ConditionalOperator.fromValue(conditionalOperator);
            if (op == ConditionalOperator.UNKNOWN_TO_SDK_VERSION) {
                throw Errors.constraint(conditionalOperator, "conditionalOperator",
                        "Member must satisfy enum value set: [OR, AND]");
            }
            joiner = op == ConditionalOperator.OR ? " OR " : " AND ";
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Condition> e : conditions.entrySet()) {
            parts.add(condition(e.getKey(), e.getValue()));
        }
        return parts.size() == 1 ? parts.get(0) : "(" + String.join(")" + joiner + "(", parts) + ")";
    }

    private String condition(String attribute, Condition c) {
        ComparisonOperator op = c.comparisonOperator();
        if (op == null || op == ComparisonOperator.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(c.comparisonOperatorAsString(), "comparisonOperator",
                    "Member must satisfy enum value set: [IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, NOT_NULL, NE, "
                            + "LE, BEGINS_WITH, GE, CONTAINS]");
        }
        List<AttributeValue> args = c.hasAttributeValueList() ? c.attributeValueList() : List.of();
        int expected = switch (op) {
            case NULL, NOT_NULL -> 0;
            case BETWEEN -> 2;
            case IN -> -1;
            default -> 1;
        };
        if (expected >= 0 ? args.size() != expected : args.isEmpty()) {
            throw Errors.validation("One or more parameter values were invalid: Invalid number of argument(s) for the "
                    + op + " ComparisonOperator");
        }
        String path = name(attribute);
        switch (op) {
            case EQ:
                return path + " = " + value(args.get(0));
            case NE:
                return path + " <> " + value(args.get(0));
            case LT:
                return path + " < " + value(args.get(0));
            case LE:
                return path + " <= " + value(args.get(0));
            case GT:
                return path + " > " + value(args.get(0));
            case GE:
                return path + " >= " + value(args.get(0));
            case BETWEEN:
                return path + " BETWEEN " + value(args.get(0)) + " AND " + value(args.get(1));
            case BEGINS_WITH:
                return "begins_with(" + path + ", " + value(args.get(0)) + ")";
            case CONTAINS:
                return "contains(" + path + ", " + value(args.get(0)) + ")";
            case NOT_CONTAINS:
                return "NOT contains(" + path + ", " + value(args.get(0)) + ")";
            case NULL:
                return "attribute_not_exists(" + path + ")";
            case NOT_NULL:
                return "attribute_exists(" + path + ")";
            case IN: {
                List<String> in = new ArrayList<>();
                args.forEach(v -> in.add(value(v)));
                return path + " IN (" + String.join(", ", in) + ")";
            }
            default:
                throw new IllegalStateException("unhandled " + op);
        }
    }
}
