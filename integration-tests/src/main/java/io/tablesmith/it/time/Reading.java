package io.tablesmith.it.time;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.NaturalIndex;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Year;
import java.time.YearMonth;

/**
 * A sensor reading with one time of each type that sorts, each ordering its own natural index
 * of the sensor's readings (a reading without that time is not in it).
 */
@Entity(type = "READING")
@Key(pk = "READING#{id}", sk = "R")
@NaturalIndex(index = "byInstant", pk = "sensor", sk = "at", query = "byInstant")
@NaturalIndex(index = "byDay", pk = "sensor", sk = "day", query = "byDay")
@NaturalIndex(index = "byLocal", pk = "sensor", sk = "local", query = "byLocal")
@NaturalIndex(index = "byTime", pk = "sensor", sk = "time", query = "byTime")
@NaturalIndex(index = "byMonth", pk = "sensor", sk = "month", query = "byMonth")
@NaturalIndex(index = "byYear", pk = "sensor", sk = "year", query = "byYear")
public record Reading(String id, String sensor, Instant at, LocalDate day, LocalDateTime local, LocalTime time,
                      YearMonth month, Year year) {}
