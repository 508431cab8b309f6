package io.tablesmith.spring.audit;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Ttl;
import java.time.Instant;

/** The tests' second table: what happened, kept until it expires. */
@Entity(type = "EVENT")
@Key(pk = "EVENT#{id}", sk = "EVENT")
public record AuditEvent(String id, String what, @Ttl Instant expires) {
}
