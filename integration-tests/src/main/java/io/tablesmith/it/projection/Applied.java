package io.tablesmith.it.projection;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** The sequence number of the last change of one source item that the projection applied. */
@Entity(type = "APPLIED")
@Key(pk = "APPLIED#{sourcePk}", sk = "{sourceSk}")
public record Applied(String sourcePk, String sourceSk, String sequence) {}
