package io.tablesmith.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A set. DynamoDB cannot store an empty set, so an empty set is not stored and an absent
 * attribute reads as an empty set; a set is therefore never {@code null} after a read.
 */
abstract class SetCodec<T> implements Codec<Set<T>> {

    static <T> SetCodec<T> of(Codec<T> element) {
        if (element instanceof TextCodec<T> text) {
            return new Scalar<>("a string set (SS)", text::text, text::parse,
                    AttributeValue::fromSs, AttributeValue::hasSs, AttributeValue::ss);
        }
        if (element instanceof NumberCodec<T> number) {
            return new Scalar<>("a number set (NS)", number::number, number::parse,
                    SetCodec::distinctNumbers, AttributeValue::hasNs, AttributeValue::ns);
        }
        if (element instanceof BinaryCodec<T> binary) {
            return new Scalar<>("a binary set (BS)", binary::bytes, binary::parse,
                    AttributeValue::fromBs, AttributeValue::hasBs, AttributeValue::bs);
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
    private static final class Scalar<T, S> extends SetCodec<T> {

        private final String description;
        private final Function<T, S> toScalar;
        private final Function<S, T> fromScalar;
        private final Function<List<S>, AttributeValue> toSet;
        private final Predicate<AttributeValue> isSet;
        private final Function<AttributeValue, List<S>> members;

        Scalar(String description, Function<T, S> toScalar, Function<S, T> fromScalar,
               Function<List<S>, AttributeValue> toSet, Predicate<AttributeValue> isSet,
               Function<AttributeValue, List<S>> members) {
            this.description = description;
            this.toScalar = toScalar;
            this.fromScalar = fromScalar;
            this.toSet = toSet;
            this.isSet = isSet;
            this.members = members;
        }

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
                stored.add(toScalar.apply(value));
            }
            return toSet.apply(stored);
        }

        @Override
        public Set<T> read(AttributeValue value) {
            if (!isSet.test(value)) {
                throw CodecException.wrongType(description, value);
            }
            List<S> stored = members.apply(value);
            Set<T> set = new LinkedHashSet<>(Math.max(4, stored.size() * 4 / 3 + 1));
            int index = 0;
            for (S member : stored) {
                try {
                    set.add(fromScalar.apply(member));
                } catch (CodecException e) {
                    throw e.within("[" + index + "]");
                }
                index++;
            }
            return Collections.unmodifiableSet(set);
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
