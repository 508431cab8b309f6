package io.tablesmith.it;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Ttl;

/** A TTL kept as epoch seconds in a long. */
@Entity(type = "SESSION")
@Key(pk = "SESSION#{id}", sk = "SESSION")
public record Session(String id, String user, @Ttl long expiresAt) {
}
