package io.tablesmith.local.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ValuesTest {

    @Test
    void numbersAreCanonical() {
        assertThat(Numbers.canonical("1.500")).isEqualTo("1.5");
        assertThat(Numbers.canonical("-0.0")).isEqualTo("0");
        assertThat(Numbers.canonical("1e2")).isEqualTo("100");
        assertThat(Numbers.canonical("+7")).isEqualTo("7");
    }

    @Test
    void numberLimits() {
        assertThat(Numbers.problem("1" + "0".repeat(125))).isNull();
        assertThat(Numbers.problem("1" + "0".repeat(126))).startsWith("Number overflow");
        assertThat(Numbers.problem("1E-130")).isNull();
        assertThat(Numbers.problem("1E-131")).startsWith("Number underflow");
        assertThat(Numbers.problem("1".repeat(38))).isNull();
        assertThat(Numbers.problem("1".repeat(39))).isEqualTo("Attempting to store more than 38 significant digits "
                + "in a Number");
        assertThat(Numbers.problem("1".repeat(38) + "000")).as("trailing zeros are not significant").isNull();
        assertThat(Numbers.problem("NaN")).startsWith("The parameter cannot be converted to a numeric value");
        assertThat(Numbers.problem("")).isEqualTo("The parameter cannot be converted to a numeric value");
    }

    @Test
    void stringsOrderByUtf8BytesAndBinariesUnsigned() {
        AttributeValue ascii = AttributeValue.fromS("z");
        AttributeValue accented = AttributeValue.fromS("\u00e9");
        AttributeValue emoji = AttributeValue.fromS("\ud83d\ude00");
        AttributeValue cjk = AttributeValue.fromS("\uffe0");
        assertThat(Values.compareScalars(ascii, accented)).isNegative();
        // UTF-16 would put U+FFE0 after the surrogate pair; UTF-8 puts the 4-byte emoji last
        assertThat(Values.compareScalars(cjk, emoji)).isNegative();
        AttributeValue low = AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0x7f}));
        AttributeValue high = AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {(byte) 0x80}));
        assertThat(Values.compareScalars(low, high)).isNegative();
        assertThat(Values.compareScalars(AttributeValue.fromN("10"), AttributeValue.fromN("9"))).isPositive();
    }

    @Test
    void numberSetsWithTheSameNumberTwiceAreRejected() {
        assertThat(Values.problem(AttributeValue.fromNs(List.of("1", "1.0")))).isEqualTo("Input collection contains "
                + "duplicates");
        assertThat(Values.problem(AttributeValue.fromNs(List.of("1", "2")))).isNull();
    }

    @Test
    void setsAreEqualWhateverTheirOrder() {
        assertThat(Values.equal(AttributeValue.fromSs(List.of("a", "b")), AttributeValue.fromSs(List.of("b", "a"))))
                .isTrue();
        assertThat(Values.equal(AttributeValue.fromNs(List.of("1", "2.0")), AttributeValue.fromNs(List.of("2", "1"))))
                .isTrue();
        assertThat(Values.equal(AttributeValue.fromS("1"), AttributeValue.fromN("1"))).isFalse();
    }

    @Test
    void itemSizesFollowDynamoDbsRules() {
        assertThat(ItemSize.of(Map.of("ab", AttributeValue.fromS("xyz")))).isEqualTo(5);
        assertThat(ItemSize.of(Map.of("a", AttributeValue.fromS("\u00e9")))).isEqualTo(3);
        assertThat(ItemSize.of(Map.of("a", AttributeValue.fromBool(true)))).isEqualTo(2);
        assertThat(ItemSize.of(Map.of("a", AttributeValue.fromL(List.of(AttributeValue.fromNul(true))))))
                .isEqualTo(1 + 3 + 1 + 1);
        assertThat(ItemSize.number("0")).isEqualTo(1);
        assertThat(ItemSize.number("12345")).isBetween(3L, 5L);
    }

    @Test
    void segmentsCoverEveryPartition() {
        int[] counts = new int[4];
        for (int i = 0; i < 1000; i++) {
            counts[PartitionKey.of(AttributeValue.fromS("key" + i)).segment(4)]++;
        }
        for (int count : counts) {
            assertThat(count).isBetween(150, 350);
        }
    }
}
