package io.tablesmith.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A set. DynamoDB cannot store an empty set, so an empty set is not stored and an absent
 * attribute reads as an empty set; a set is therefore never {@code null} after a read.
 */
abstract class SetCodec<T> implements Codec<Set<T>> {

    static <T> SetCodec<T> of(Codec<T> element) {
        if (element instanceof TextCodec<T> text) {
            return new Text<>(text);
        }
        if (element instanceof NumberCodec<T> number) {
            return new Numeric<>(number);
        }
        if (element instanceof BinaryCodec<T> binary) {
            return new Binary<>(binary);
        }
        return new AsList<>(element);
    }

    /**
     * An NS of members that are distinct as DynamoDB numbers. Java tells apart members that
     * DynamoDB holds equal ({@code BigDecimal} 1.0 and 1.00, {@code double} 0.0 and -0.0), and
     * DynamoDB refuses a set with duplicates; such a set is refused before sending rather than
     * silently shrunk.
     */
    private static AttributeValue distinctNumbers(List<String> numbers) {
        Map<BigDecimal, String> seen = new HashMap<>(Math.max(4, numbers.size() * 4 / 3 + 1));
        for (String number : numbers) {
            String before = seen.put(new BigDecimal(number).stripTrailingZeros(), number);
            if (before != null) {
                throw new CodecException("the set holds " + before + " and " + number
                        + ", which DynamoDB stores as one number, so the set would lose a member; keep one of them");
            }
        }
        return AttributeValue.fromNs(numbers);
    }

    @Override
    public Set<T> absent() {
        return Set.of();
    }

    /** Elements with a scalar form, stored as DynamoDB's SS, NS or BS. */
    private abstract static class Scalar<T, S> extends SetCodec<T> {

        private final String description;

        Scalar(String description) {
            this.description = description;
        }

        abstract S toScalar(T value);

        abstract T fromScalar(S member);

        abstract AttributeValue toSet(List<S> members);

        /** The members, or {@code null} when the value is not this kind of set. */
        abstract List<S> storedMembers(AttributeValue value);

        @Override
        public AttributeValue write(Set<T> set) {
            if (set.isEmpty()) {
                return null;
            }
            List<S> stored = new ArrayList<>(set.size());
            for (T value : set) {
                if (value == null) {
                    throw new CodecException("the set holds null, but DynamoDB sets cannot; remove it or use a List");
                }
                stored.add(toScalar(value));
            }
            return toSet(stored);
        }

        @Override
        public Set<T> read(AttributeValue value) {
            List<S> stored = storedMembers(value);
            if (stored == null) {
                throw CodecException.wrongType(description, value);
            }
            Set<T> set = new LinkedHashSet<>(Math.max(4, stored.size() * 4 / 3 + 1));
            int index = 0;
            for (S member : stored) {
                try {
                    set.add(fromScalar(member));
                } catch (CodecException e) {
                    throw e.within("[" + index + "]");
                }
                index++;
            }
            return Collections.unmodifiableSet(set);
        }
    }

    private static final class Text<T> extends Scalar<T, String> {
        private final TextCodec<T> element;

        Text(TextCodec<T> element) {
            super("a string set (SS)");
            this.element = element;
        }

        @Override
        String toScalar(T value) {
            return element.text(value);
        }

        @Override
        T fromScalar(String member) {
            return element.parse(member);
        }

        @Override
        AttributeValue toSet(List<String> members) {
            return AttributeValue.fromSs(members);
        }

        @Override
        List<String> storedMembers(AttributeValue value) {
            return value.hasSs() ? value.ss() : null;
        }
    }

    private static final class Numeric<T> extends Scalar<T, String> {
        private final NumberCodec<T> element;

        Numeric(NumberCodec<T> element) {
            super("a number set (NS)");
            this.element = element;
        }

        @Override
        String toScalar(T value) {
            return element.number(value);
        }

        @Override
        T fromScalar(String member) {
            return element.parse(member);
        }

        @Override
        AttributeValue toSet(List<String> members) {
            return distinctNumbers(members);
        }

        @Override
        List<String> storedMembers(AttributeValue value) {
            return value.hasNs() ? value.ns() : null;
        }
    }

    private static final class Binary<T> extends Scalar<T, SdkBytes> {
        private final BinaryCodec<T> element;

        Binary(BinaryCodec<T> element) {
            super("a binary set (BS)");
            this.element = element;
        }

        @Override
        SdkBytes toScalar(T value) {
            return element.bytes(value);
        }

        @Override
        T fromScalar(SdkBytes member) {
            return element.parse(member);
        }

        @Override
        AttributeValue toSet(List<SdkBytes> members) {
            return AttributeValue.fromBs(members);
        }

        @Override
        List<SdkBytes> storedMembers(AttributeValue value) {
            return value.hasBs() ? value.bs() : null;
        }
    }

    /** Elements without a scalar form (booleans, records, lists, maps), stored as L. */
    private static final class AsList<T> extends SetCodec<T> {

        private final ListCodec<T> list;

        AsList(Codec<T> element) {
            this.list = new ListCodec<>(element);
        }

        @Override
        public AttributeValue write(Set<T> set) {
            return set.isEmpty() ? null : list.write(new ArrayList<>(set));
        }

        @Override
        public Set<T> read(AttributeValue value) {
            return Collections.unmodifiableSet(new LinkedHashSet<>(list.read(value)));
        }
    }
}
