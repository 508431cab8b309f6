package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/**
 * A member's card, in the member's partition. Its sort key's literal prefix keeps every card off the
 * {@link Member}'s own key ({@code PROFILE}): with {@code sk = "{kind}"}, a card of kind
 * {@code PROFILE} would have the member's key, which the processor refuses (TS153).
 */
@Entity(type = "CARD")
@Key(pk = "MEMBER#{memberId}", sk = "CARD#{kind}", query = "cardsOf")
public record Card(String memberId, String kind, String number) {
}
