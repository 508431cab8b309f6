package io.tablesmith.local.internal;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** DynamoDB's equality of attribute values, as its = and &lt;&gt; and contains() apply it. */
public final class ValueEquality {
    private ValueEquality() {
    }

    /**
     * Same type and same value: scalars as {@link ValueOrder} puts them together, sets whatever their order,
     * lists and maps element by element.
     */
    public static boolean equal(AttributeValue a, AttributeValue b) {
        String ta = ValueTypes.type(a);
        String tb = ValueTypes.type(b);
        if (ta == null || !ta.equals(tb)) {
            return false;
        }
        switch (ta) {
            case "S":
            case "N":
            case "B":
                // the scalars the order puts together: numbers by value, strings by UTF-8 bytes as keys are
                return ValueOrder.compare(a, b) == 0;
            case "BOOL":
                return a.bool().equals(b.bool());
            case "NULL":
                return true;
            case "SS":
                return new HashSet<>(a.ss()).equals(new HashSet<>(b.ss()));
            case "BS":
                return new HashSet<>(a.bs()).equals(new HashSet<>(b.bs()));
            case "NS":
                return a.ns().size() == b.ns().size() && numberKeys(a.ns()).equals(numberKeys(b.ns()));
            case "L":
                return equalLists(a.l(), b.l());
            case "M":
                return equalMaps(a.m(), b.m());
            default:
                return false;
        }
    }

    /** Whether {@code set}, a number set's members, holds {@code number}'s value. */
    public static boolean holdsNumber(List<String> set, String number) {
        BigDecimal key = Numbers.key(number);
        for (String n : set) {
            if (Numbers.key(n).equals(key)) {
                return true;
            }
        }
        return false;
    }

    private static Set<BigDecimal> numberKeys(List<String> numbers) {
        Set<BigDecimal> keys = new HashSet<>();
        for (String n : numbers) {
            keys.add(Numbers.key(n));
        }
        return keys;
    }

    private static boolean equalLists(List<AttributeValue> a, List<AttributeValue> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!equal(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean equalMaps(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        for (Map.Entry<String, AttributeValue> e : a.entrySet()) {
            if (!equal(e.getValue(), b.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }
}
