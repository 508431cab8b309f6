package io.tablesmith.it;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import java.math.BigInteger;

/** Serial numbers wider than a {@code long}, zero-padded in the sort key so that text order is numeric order. */
@Entity(type = "SERIAL")
@Key(pk = "SERIALS#{batch}", sk = "SERIAL#{serial:019}", query = "serialsOf")
public record Serial(String batch, BigInteger serial, String label) {}
