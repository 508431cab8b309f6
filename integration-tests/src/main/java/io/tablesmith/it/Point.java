package io.tablesmith.it;

/** A record nested two levels deep. */
public record Point(double latitude, double longitude) {
}
