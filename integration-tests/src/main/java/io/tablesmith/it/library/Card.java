package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** A member's card; a card of kind {@code PROFILE} has exactly a {@link Member}'s key. */
@Entity(type = "CARD")
@Key(pk = "MEMBER#{memberId}", sk = "{kind}", query = "cardsOf")
public record Card(String memberId, String kind, String number) {
}
