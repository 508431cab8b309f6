package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** A reading-room slot: a composite sort key whose first component is a string. */
@Entity(type = "SLOT")
@Key(pk = "ROOM#{room}", sk = "SECTION#{section}#{slot:04}", query = "slotsOf")
public record Slot(String room, String section, int slot) {
}
