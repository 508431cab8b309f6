package io.tablesmith.stream;

import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * What a table's stream records of each change (its {@code StreamViewType}): the keys always, and
 * the item as it was before and after the change as the view says. A change decoded from a stream
 * carries what its view gives; what the view leaves out is empty, never guessed.
 */
public enum StreamView {
    /** Only the key attributes: a change names the item, but carries no record. */
    KEYS_ONLY(false, false),
    /** The item after the change: an insertion's and a modification's new record, no old one. */
    NEW_IMAGE(true, false),
    /** The item before the change: a modification's and a removal's old record, no new one. */
    OLD_IMAGE(false, true),
    /** The item before and after the change. */
    NEW_AND_OLD_IMAGES(true, true);

    private final boolean newImage;
    private final boolean oldImage;

    StreamView(boolean newImage, boolean oldImage) {
        this.newImage = newImage;
        this.oldImage = oldImage;
    }

    /** Whether records of this view carry the item as it is after the change (inserts and modifications). */
    public boolean hasNewImage() {
        return newImage;
    }

    /** Whether records of this view carry the item as it was before the change (modifications and removals). */
    public boolean hasOldImage() {
        return oldImage;
    }

    /** The views that carry a new image, for messages. */
    static String withNewImage() {
        return NEW_IMAGE + " or " + NEW_AND_OLD_IMAGES;
    }

    /** The views that carry an old image, for messages. */
    static String withOldImage() {
        return OLD_IMAGE + " or " + NEW_AND_OLD_IMAGES;
    }

    /**
     * The view of an SDK stream record; {@code null} when the record does not say (a record built by
     * hand), which callers resolve from the images the record has.
     */
    public static StreamView of(StreamViewType type) {
        if (type == null) {
            return null;
        }
        return switch (type) {
            case KEYS_ONLY -> KEYS_ONLY;
            case NEW_IMAGE -> NEW_IMAGE;
            case OLD_IMAGE -> OLD_IMAGE;
            case NEW_AND_OLD_IMAGES -> NEW_AND_OLD_IMAGES;
            default -> null;
        };
    }
}
