package io.tablesmith.local.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Numbers made canonical, sets compared as sets, partitions spread; the value rules themselves are ValueRulesTest's. */
class ValuesTest {

    @Test
    void numbersAreCanonical() {
        assertThat(Numbers.canonical("1.500")).isEqualTo("1.5");
        assertThat(Numbers.canonical("-0.0")).isEqualTo("0");
        assertThat(Numbers.canonical("1e2")).isEqualTo("100");
        assertThat(Numbers.canonical("+7")).isEqualTo("7");
    }

    @Test
    void numberSetsWithTheSameNumberTwiceAreRejected() {
        assertThat(ValueValidation.problem(AttributeValue.fromNs(List.of("1", "1.0")))).isEqualTo("Input collection contains "
                + "duplicates");
        assertThat(ValueValidation.problem(AttributeValue.fromNs(List.of("1", "2")))).isNull();
    }

    @Test
    void setsAreEqualWhateverTheirOrder() {
        assertThat(ValueEquality.equal(AttributeValue.fromSs(List.of("a", "b")), AttributeValue.fromSs(List.of("b", "a"))))
                .isTrue();
        assertThat(ValueEquality.equal(AttributeValue.fromNs(List.of("1", "2.0")), AttributeValue.fromNs(List.of("2", "1"))))
                .isTrue();
        assertThat(ValueEquality.equal(AttributeValue.fromS("1"), AttributeValue.fromN("1"))).isFalse();
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
