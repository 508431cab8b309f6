package io.tablesmith.processor.parse;

import io.tablesmith.Attribute;
import io.tablesmith.Compressed;
import io.tablesmith.Convert;
import io.tablesmith.DefaultValue;
import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.ItemCollection;
import io.tablesmith.Key;
import io.tablesmith.NaturalIndex;
import io.tablesmith.QueueMessage;
import io.tablesmith.Table;
import io.tablesmith.Transition;
import io.tablesmith.Ttl;
import io.tablesmith.VectorSearch;
import io.tablesmith.Version;

/**
 * The qualified names of Tablesmith's annotations, in one place. Taken from the annotation types
 * themselves (the processor is compiled against the runtime), so a renamed annotation fails this
 * build instead of being silently ignored in users' builds; a repeatable one's container is its
 * {@code List}.
 */
public final class AnnotationNames {

    public static final String ENTITY = Entity.class.getCanonicalName();
    public static final String KEY = Key.class.getCanonicalName();
    public static final String GSI = Gsi.class.getCanonicalName();
    public static final String GSI_LIST = Gsi.List.class.getCanonicalName();
    public static final String NATURAL_INDEX = NaturalIndex.class.getCanonicalName();
    public static final String NATURAL_INDEX_LIST = NaturalIndex.List.class.getCanonicalName();
    public static final String ATTRIBUTE = Attribute.class.getCanonicalName();
    public static final String VERSION = Version.class.getCanonicalName();
    public static final String TTL = Ttl.class.getCanonicalName();
    public static final String CONVERT = Convert.class.getCanonicalName();
    public static final String COMPRESSED = Compressed.class.getCanonicalName();
    public static final String DEFAULT_VALUE = DefaultValue.class.getCanonicalName();
    public static final String TRANSITION = Transition.class.getCanonicalName();
    public static final String TRANSITION_LIST = Transition.List.class.getCanonicalName();
    public static final String COLLECTION = ItemCollection.class.getCanonicalName();
    public static final String VECTOR_SEARCH = VectorSearch.class.getCanonicalName();
    public static final String QUEUE_MESSAGE = QueueMessage.class.getCanonicalName();
    /** The package annotation that declares a package one table. */
    public static final String TABLE = Table.class.getCanonicalName();

    private AnnotationNames() {
    }
}
