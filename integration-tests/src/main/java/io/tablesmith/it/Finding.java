package io.tablesmith.it;

import io.tablesmith.Attribute;
import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import java.math.BigDecimal;
import java.util.UUID;

/** Lives in its job's partition; also indexed by author in a second index. */
@Entity(type = "FINDING")
@Key(pk = "JOB#{jobId}", sk = "FINDING#{findingId}", query = "findingsOf")
@Gsi(index = "gsi2", pk = "AUTHOR#{author}", sk = "FINDING#{findingId}", query = "byAuthor")
public record Finding(
        String jobId,
        String findingId,
        String author,
        @Attribute("text") String summary,
        double score,
        Integer rank,
        BigDecimal cost,
        Boolean verified,
        UUID source) {

    public static Finding of(String jobId, String findingId) {
        return new Finding(jobId, findingId, null, "finding " + findingId, 0.5, null, null, null, null);
    }
}
