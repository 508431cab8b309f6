package io.tablesmith.local.internal.streams;

/**
 * Sequence numbers as DynamoDB writes them: numeric strings of 21 digits or more. Ours are a 1 followed by
 * the record's number, zero-padded to 20 digits, so that they compare the same as strings and as numbers.
 * A record's number counts every record and shard start of its table's streams, so a table's sequence
 * numbers grow across its streams (a stream disabled and enabled again goes on above the old one's), as
 * DynamoDB's grow over time.
 */
final class SequenceNumbers {
    private SequenceNumbers() {
    }

    static String format(long sequence) {
        return "1" + padded(Long.toString(sequence), 20);
    }

    /** {@code sequence} as 16 hexadecimal digits, as an event id ends. */
    static String hex(long sequence) {
        return padded(Long.toHexString(sequence), 16);
    }

    // String.format cost a microsecond a record, on every write and every read of a stream.
    private static String padded(String digits, int width) {
        return digits.length() >= width ? digits : "0".repeat(width - digits.length()) + digits;
    }

    /** The record number in {@code text}, or -1 when it is no sequence number of ours. */
    static long parse(String text) {
        if (text.length() != 21 || text.charAt(0) != '1') {
            return -1;
        }
        for (int i = 1; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return -1;
            }
        }
        try {
            return Long.parseLong(text.substring(1));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
