package io.tablesmith.it;

import io.tablesmith.Attribute;
import io.tablesmith.Compressed;
import io.tablesmith.Convert;
import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Ttl;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;

/** One component of every type Tablesmith stores, for round trips. */
@Entity(type = "EVERYTHING")
@Key(pk = "EVERYTHING#{id}", sk = "ITEM")
public record Everything(
        String id,
        boolean flag, byte tiny, short small, char letter, int count, long big, float ratio, double score,
        Boolean boxedFlag, Byte boxedTiny, Short boxedSmall, Character boxedLetter, Integer boxedCount,
        Long boxedBig, Float boxedRatio, Double boxedScore,
        BigInteger huge, BigDecimal exact, String text, JobStatus status,
        Instant at, LocalDate day, LocalDateTime local, OffsetDateTime offset, Duration took, UUID uuid,
        byte[] bytes, SdkBytes sdkBytes,
        Optional<String> note, Optional<Address> previous,
        List<String> tags, List<Integer> scores, Set<String> labels, Set<Long> numbers, Set<BigDecimal> amounts,
        Set<SdkBytes> blobs, Set<JobStatus> statuses, Set<Boolean> switches,
        Map<String, Integer> counters, Address address, List<Address> addresses, Map<String, List<Address>> byCity,
        List<List<Map<String, List<Instant>>>> deep,
        @Attribute("renamed") String stored,
        @Convert(MoneyConverter.class) Money price,
        @Compressed String notes, @Compressed byte[] blob, @Compressed Address archived,
        @Ttl Instant expiresAt) {
}
