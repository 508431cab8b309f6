package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Numbers as DynamoDB returns them (leading and trailing zeros trimmed, exponents written out,
 * every zero {@code 0}), and the checks that tell a generated schema when a value already reads
 * back equal to itself.
 */
class StoredFormsTest {

    @ParameterizedTest
    @CsvSource({"12.50, 12.5", "1E+3, 1000", "-0, 0", "0.00, 0", "0E+5, 0", "007, 7", "-0.50, -0.5", "1.0E-7, 0.0000001",
            "100, 100", "0.5, 0.5", "-12.5, -12.5", "0, 0", "5., 5", "-7.000, -7", "2.5e2, 250"})
    void numbersAreWrittenAsDynamoDbReturnsThem(String written, String stored) {
        assertThat(StoredForms.canonical(written)).isEqualTo(stored);
    }

    @Test
    void everyNumberMatchesItsPlainTextWithoutTrailingZeros() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            BigDecimal value = new BigDecimal(new BigInteger(1 + random.nextInt(126), new Random(random.nextLong())),
                    random.nextInt(-60, 60));
            if (random.nextBoolean()) {
                value = value.negate();
            }
            String expected = value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
            for (String text : List.of(value.toString(), value.toPlainString(), value.toEngineeringString())) {
                assertThat(StoredForms.canonical(text)).as(text).isEqualTo(expected);
            }
            assertThat(StoredForms.isNormal(value)).as("isNormal(%s)", value).isEqualTo(new BigDecimal(expected).equals(value));
        }
    }

    @Test
    void anItemIsNormalizedInsideSetsListsAndMapsAndKeptWhenAlreadyNormal() {
        Map<String, AttributeValue> item = Map.of(
                "n", AttributeValue.fromN("1.50"),
                "ns", AttributeValue.fromNs(List.of("2", "3.0")),
                "l", AttributeValue.fromL(List.of(AttributeValue.fromS("x"), AttributeValue.fromN("-0"))),
                "m", AttributeValue.fromM(Map.of("deep", AttributeValue.fromM(Map.of("n", AttributeValue.fromN("1E+1"))))),
                "s", AttributeValue.fromS("1.50"));

        assertThat(StoredForms.normalized(item)).isEqualTo(Map.of(
                "n", AttributeValue.fromN("1.5"),
                "ns", AttributeValue.fromNs(List.of("2", "3")),
                "l", AttributeValue.fromL(List.of(AttributeValue.fromS("x"), AttributeValue.fromN("0"))),
                "m", AttributeValue.fromM(Map.of("deep", AttributeValue.fromM(Map.of("n", AttributeValue.fromN("10"))))),
                "s", AttributeValue.fromS("1.50")));
        Map<String, AttributeValue> normal = Map.of("n", AttributeValue.fromN("1.5"), "s", AttributeValue.fromS("1.50"));
        assertThat(StoredForms.normalized(normal)).isSameAs(normal);
    }

    @Test
    void onlyNegativeZeroFloatsAndFractionsOfASecondReadBackOtherwise() {
        assertThat(StoredForms.isNormal(-0.0)).isFalse();
        assertThat(StoredForms.isNormal(0.0)).isTrue();
        assertThat(StoredForms.isNormal(Double.valueOf(-0.0))).isFalse();
        assertThat(StoredForms.isNormal((Double) null)).isTrue();
        assertThat(StoredForms.isNormal(-0.0f)).isFalse();
        assertThat(StoredForms.isNormal(Float.MIN_VALUE)).isTrue();
        assertThat(StoredForms.isNormal((Float) null)).isTrue();
        assertThat(StoredForms.isNormal((BigDecimal) null)).isTrue();
        assertThat(StoredForms.wholeSeconds(Instant.parse("2030-01-01T00:00:00Z"))).isTrue();
        assertThat(StoredForms.wholeSeconds(Instant.parse("2030-01-01T00:00:00.250Z"))).isFalse();
        assertThat(StoredForms.wholeSeconds(null)).isTrue();
    }
}
