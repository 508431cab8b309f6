package io.tablesmith.it.keycheck;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Version;

/**
 * A library patron: one item per patron, its key rendered from {@code patronId} alone.
 *
 * @param patronId the key component
 * @param name the patron's name
 * @param version the optimistic-locking version
 */
@Entity(type = "PATRON")
@Key(pk = "PATRON#{patronId}", sk = "PROFILE")
public record Patron(String patronId, String name, @Version long version) {
}
