package io.tablesmith.local.internal;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Which attribute values DynamoDB takes as input, and the words it refuses the others with. */
public final class ValueValidation {
    private static final String NO_TYPE =
            "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes";
    private static final String INVALID = "One or more parameter values were invalid: ";

    private ValueValidation() {
    }

    /** The value in the form the table stores it (numbers canonical), or DynamoDB's refusal of it. */
    public static AttributeValue validate(AttributeValue v) {
        String message = problem(v);
        if (message != null) {
            throw Errors.validation(message);
        }
        return Numbers.canonical(v);
    }

    /** Validates and normalises every attribute of an item; an attribute named "" is refused as DynamoDB does. */
    public static Map<String, AttributeValue> validateItem(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
            if (e.getKey().isEmpty()) {
                throw Errors.validation("Empty attribute name");
            }
            out.put(e.getKey(), validate(e.getValue()));
        }
        return out;
    }

    /** The validation message DynamoDB gives for this value, or null when it is valid. */
    public static String problem(AttributeValue v) {
        String type = v == null ? ValueTypes.NONE : ValueTypes.held(v);
        switch (type) {
            case ValueTypes.NONE:
                return NO_TYPE;
            case ValueTypes.SEVERAL:
                return "Supplied AttributeValue has more than one datatypes set, "
                        + "must contain exactly one of the supported datatypes";
            case "N":
                return Numbers.problem(v.n());
            case "NULL":
                return Boolean.TRUE.equals(v.nul()) ? null
                        : INVALID + "Null attribute value types must have the value of true";
            case "SS":
                if (v.ss().isEmpty()) {
                    return INVALID + "An string set  may not be empty";
                }
                if (new HashSet<>(v.ss()).size() != v.ss().size()) {
                    return INVALID + "Input collection " + v.ss() + " contains duplicates.";
                }
                return null;
            case "NS":
                return numberSetProblem(v);
            case "BS":
                if (v.bs().isEmpty()) {
                    return INVALID + "Binary sets should not be empty";
                }
                if (new HashSet<>(v.bs()).size() != v.bs().size()) {
                    return INVALID + "Input collection of type BS contains duplicates.";
                }
                return null;
            case "M":
                return firstProblem(v.m().values());
            case "L":
                return firstProblem(v.l());
            default:
                return null;
        }
    }

    private static String numberSetProblem(AttributeValue v) {
        if (v.ns().isEmpty()) {
            return INVALID + "An number set  may not be empty";
        }
        Set<BigDecimal> seen = new HashSet<>();
        for (String n : v.ns()) {
            String problem = Numbers.problem(n);
            if (problem != null) {
                return problem;
            }
            if (!seen.add(Numbers.key(n))) {
                return "Input collection contains duplicates";
            }
        }
        return null;
    }

    private static String firstProblem(Iterable<AttributeValue> values) {
        for (AttributeValue child : values) {
            String problem = problem(child);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }
}
