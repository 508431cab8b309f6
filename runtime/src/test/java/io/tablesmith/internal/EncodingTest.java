package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's encoding: the values its reused builders make are the values {@code fromS} and
 * {@code fromN} make, each its own, and the size bound it adds up while codecs write is the bound
 * that measuring the written values gives, and never below the exact size.
 */
class EncodingTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(29);

    @Test
    void reusedBuildersMakeTheSameIndependentValues() {
        Encoding encoding = new Encoding();
        List<AttributeValue> made = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            made.add(encoding.text("t" + i));
            made.add(encoding.number(Integer.toString(i * 7)));
        }
        for (int i = 0; i < 100; i++) {
            AttributeValue text = made.get(2 * i);
            AttributeValue number = made.get(2 * i + 1);
            assertThat(text).isEqualTo(AttributeValue.fromS("t" + i));
            assertThat(text.type()).isEqualTo(AttributeValue.Type.S);
            assertThat(number).isEqualTo(AttributeValue.fromN(Integer.toString(i * 7)));
            assertThat(number.type()).isEqualTo(AttributeValue.Type.N);
        }
    }

    @Test
    void sharedSmallNumbersAreTheNumbersThemselves() {
        for (long value = -200; value < 1100; value++) {
            assertThat(AttributeValues.number(value)).isEqualTo(AttributeValue.fromN(Long.toString(value)));
        }
        assertThat(AttributeValues.number(5)).isSameAs(AttributeValues.number(5));
    }

    private static String text() {
        char[] chars = new char[RANDOM.nextInt(6)];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) (RANDOM.nextBoolean() ? 'a' + RANDOM.nextInt(26) : 0x80 + RANDOM.nextInt(0x700));
        }
        return new String(chars);
    }

    private static Object value(int depth) {
        return switch (depth > 2 ? RANDOM.nextInt(3) : RANDOM.nextInt(5)) {
            case 0 -> text();
            case 1 -> RANDOM.nextInt(3) == 0 ? null : new BigDecimal(RANDOM.nextLong()).movePointLeft(RANDOM.nextInt(20));
            case 2 -> (long) RANDOM.nextInt(-2000, 2000);
            case 3 -> {
                List<Object> list = new ArrayList<>();
                for (int i = RANDOM.nextInt(4); i > 0; i--) {
                    list.add(value(depth + 1));
                }
                yield list;
            }
            default -> {
                Map<String, Object> map = new LinkedHashMap<>();
                for (int i = RANDOM.nextInt(4); i > 0; i--) {
                    map.put(text(), value(depth + 1));
                }
                yield map;
            }
        };
    }

    /** A codec for the random values: text, numbers, and lists and maps of them, as the real codecs write them. */
    private static final class AnyCodec implements Codec<Object> {
        private final Codec<List<Object>> list = new ListCodec<>(this);
        private final Codec<Map<String, Object>> map = new MapCodec<>(this);

        @Override
        public AttributeValue write(Object value) {
            return write(value, new Encoding());
        }

        @Override
        @SuppressWarnings("unchecked")
        public AttributeValue write(Object value, Encoding encoding) {
            if (value instanceof String text) {
                return Codecs.STRING.write(text, encoding);
            }
            if (value instanceof BigDecimal number) {
                return Codecs.BIG_DECIMAL.write(number, encoding);
            }
            if (value instanceof Long number) {
                return Codecs.LONG.write(number, encoding);
            }
            if (value instanceof List<?> elements) {
                return list.write((List<Object>) elements, encoding);
            }
            return map.write((Map<String, Object>) value, encoding);
        }

        @Override
        public Object read(AttributeValue value) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void theBoundAddedUpWhileWritingIsTheBoundOfWhatWasWritten() {
        AnyCodec codec = new AnyCodec();
        for (int run = 0; run < 2_000; run++) {
            Object value = value(0);
            if (value == null) {
                continue;
            }
            Encoding encoding = new Encoding();
            AttributeValue stored = codec.write(value, encoding);
            assertThat(encoding.bytes).as("%s", value).isEqualTo(ItemSize.bound(stored));
            assertThat(encoding.bytes).isGreaterThanOrEqualTo(ItemSize.of(Map.of("", stored)));
        }
    }

    @Test
    void optionalsAndSetsAddTheirValuesSize() {
        Encoding encoding = new Encoding();
        AttributeValue stored = Codecs.optional(Codecs.list(Codecs.STRING)).write(Optional.of(Arrays.asList("ab", null)), encoding);
        assertThat(encoding.bytes).isEqualTo(ItemSize.bound(stored));
        Encoding sets = new Encoding();
        AttributeValue set = Codecs.set(Codecs.STRING).write(new java.util.LinkedHashSet<>(List.of("x", "yz")), sets);
        assertThat(sets.bytes).isEqualTo(ItemSize.bound(set));
    }
}
