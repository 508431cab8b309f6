package io.tablesmith.it.keycheck;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/**
 * A patron's visit, in the patron's partition, listed by the primary key query {@code visitsOf}.
 *
 * @param patronId the partition's component
 * @param visitId the sort key's component
 * @param note free text
 */
@Entity(type = "VISIT")
@Key(pk = "PATRON#{patronId}", sk = "VISIT#{visitId}", query = "visitsOf")
public record Visit(String patronId, String visitId, String note) {
}
