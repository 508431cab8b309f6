package io.tablesmith.it;

import io.tablesmith.Compressed;
import io.tablesmith.Convert;
import io.tablesmith.DefaultValue;
import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Ttl;
import io.tablesmith.Version;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;

/**
 * A versioned entity whose components can each hold a value that a read gives back in another form:
 * numbers with trailing zeros or exponents, {@code -0.0}, a {@code @Ttl Instant} with a fraction of a
 * second, {@code null} sets and optionals, and such values inside lists, sets, maps, nested records,
 * converters and compressed values; with components stored exactly beside them.
 */
@Entity(type = "SPECIMEN")
@Key(pk = "SPECIMEN#{id}", sk = "SPECIMEN")
public record Specimen(
        String id,
        BigDecimal amount, double score, float ratio, Double boxedScore, Float boxedRatio, @DefaultValue("0") double level,
        BigInteger huge, long count, String text, JobStatus status, Instant at, LocalDate day, SdkBytes bytes,
        Optional<BigDecimal> tip, Optional<String> note, Optional<Address> previous,
        List<BigDecimal> prices, Set<BigDecimal> amounts, Set<Double> scores, Set<String> labels,
        Map<String, BigDecimal> rates, Address address, List<Address> addresses,
        @Convert(MoneyConverter.class) Money price,
        @Compressed String notes, @Compressed Address archived,
        @Ttl Instant expiresAt,
        @Version long version) {

    public Specimen withVersion(long newVersion) {
        return new Specimen(id, amount, score, ratio, boxedScore, boxedRatio, level, huge, count, text, status, at, day, bytes,
                tip, note, previous, prices, amounts, scores, labels, rates, address, addresses, price, notes, archived,
                expiresAt, newVersion);
    }

    public Specimen withText(String newText) {
        return new Specimen(id, amount, score, ratio, boxedScore, boxedRatio, level, huge, count, newText, status, at, day,
                bytes, tip, note, previous, prices, amounts, scores, labels, rates, address, addresses, price, notes, archived,
                expiresAt, version);
    }
}
