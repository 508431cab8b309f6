package io.tablesmith.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One item's encoding in progress, handed from the item's writer to every codec that writes a
 * part of it.
 *
 * <p>It keeps an upper bound of the item's stored size by DynamoDB's rules ({@link ItemSize}),
 * added up while the values are written, so that the 400 KB limit needs no second pass over what
 * was written: the item is measured exactly only when the bound passes the limit. A char counts 3
 * bytes (its most in UTF-8) and a number one byte per character of its text, plus one.
 *
 * <p>It also makes the item's text and number values, each kind with one SDK builder reused from
 * value to value: an {@code AttributeValue} builder costs more to make than the value it builds,
 * and a builder that is only ever given text (or only numbers) builds each value from that one
 * field. Not shared between threads: one item, one encoding.
 */
public final class Encoding {

    long bytes;
    private AttributeValue.Builder texts;
    private AttributeValue.Builder numbers;

    /** Adds to the size bound. */
    void add(long size) {
        bytes += size;
    }

    /** A string value (S). */
    AttributeValue text(String text) {
        if (texts == null) {
            texts = AttributeValue.builder();
        }
        return texts.s(text).build();
    }

    /** A number value (N) of DynamoDB number text. */
    AttributeValue number(String number) {
        if (numbers == null) {
            numbers = AttributeValue.builder();
        }
        return numbers.n(number).build();
    }
}
