package io.tablesmith.processor.generate;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.EntitySchema;
import io.tablesmith.InvalidKeyException;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.internal.Codec;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.Encoding;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
import io.tablesmith.internal.KeyParts;
import io.tablesmith.internal.MapReader;
import io.tablesmith.internal.MapWriter;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.RecordCodec;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.processor.model.ComponentModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.Properties;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Runtime types and shared bits the generated code refers to. The processor is compiled against
 * the runtime, so runtime types are named by their class literals: a type the runtime renames or
 * moves fails this build, not the user's.
 */
final class Names {

    /** The runtime's packages, for the queue's generator, which still names its types by string. */
    static final String RUNTIME = "io.tablesmith";
    static final String INTERNAL = "io.tablesmith.internal";

    static final ClassName ITEM_KEY = ClassName.get(ItemKey.class);

    /** {@code ItemKey<Record>}: a key that only the record's own repository accepts. */
    static TypeName itemKeyOf(TypeName record) {
        return ParameterizedTypeName.get(ITEM_KEY, record);
    }
    static final ClassName ENTITY_SCHEMA = ClassName.get(EntitySchema.class);
    static final ClassName PAGE = ClassName.get(Page.class);
    static final ClassName PAGE_REQUEST = ClassName.get(PageRequest.class);
    static final ClassName INVALID_KEY_EXCEPTION = ClassName.get(InvalidKeyException.class);
    static final ClassName KEY_PARTS = ClassName.get(KeyParts.class);
    static final ClassName ITEM_WRITER = ClassName.get(ItemWriter.class);
    static final ClassName ITEM_READER = ClassName.get(ItemReader.class);
    static final ClassName MAP_WRITER = ClassName.get(MapWriter.class);
    static final ClassName MAP_READER = ClassName.get(MapReader.class);
    static final ClassName CODEC = ClassName.get(Codec.class);
    static final ClassName RECORD_CODEC = ClassName.get(RecordCodec.class);
    static final ClassName ENCODING = ClassName.get(Encoding.class);
    static final ClassName CODECS = ClassName.get(Codecs.class);
    static final ClassName REPOSITORY_CORE = ClassName.get(RepositoryCore.class);
    static final ClassName ASYNC_REPOSITORY_CORE = ClassName.get("io.tablesmith.internal", "AsyncRepositoryCore");
    static final ClassName ASYNC_RESULTS = ClassName.get("io.tablesmith.async", "AsyncResults");
    static final ClassName COMPLETABLE_FUTURE = ClassName.get("java.util.concurrent", "CompletableFuture");
    static final ClassName FLOW_PUBLISHER = ClassName.get("java.util.concurrent", "Flow", "Publisher");
    static final ClassName DYNAMO_DB_ASYNC_CLIENT = ClassName.get("software.amazon.awssdk.services.dynamodb",
            "DynamoDbAsyncClient");
    static final ClassName QUERY_SPEC = ClassName.get(QuerySpec.class);
    static final ClassName ATTRIBUTE_VALUE = ClassName.get(AttributeValue.class);
    static final ClassName DYNAMO_DB_CLIENT = ClassName.get(DynamoDbClient.class);

    /**
     * {@code Type.values()} of an enum. An enum named like a constant ({@code UNIT}) is named
     * qualified: a generated constant of that name ({@code ENTITY_TYPE}, {@code SORT_KEY}, a
     * codec field) would obscure it in an expression.
     */
    static CodeBlock values(TypeName enumType) {
        ClassName type = (ClassName) enumType;
        return type.simpleName().matches("[A-Z][A-Z0-9_$]*")
                ? CodeBlock.of("$L.values()", type.canonicalName())
                : CodeBlock.of("$T.values()", type);
    }

    /**
     * A name for a generated parameter or local beside the parameters of {@code components}:
     * {@code preferred}, or with {@code _} appended until no component's variable has it.
     */
    static String free(String preferred, Collection<ComponentModel> components) {
        NameAllocator names = new NameAllocator();
        components.forEach(component -> names.newName(component.variable(), component));
        return names.newName(preferred);
    }

    private static final ClassName GENERATED = ClassName.get(Generated.class);
    /**
     * The processor's name in {@code @Generated}. A string, not a class literal: generators sit
     * below the processor that drives them (the golden files check the name).
     */
    private static final String PROCESSOR = "io.tablesmith.processor.TablesmithProcessor";
    private static final String VERSION = readVersion();

    private Names() {
    }

    /** {@code @Generated} naming the processor, without a timestamp so that builds are reproducible. */
    static AnnotationSpec generated() {
        return AnnotationSpec.builder(GENERATED)
                .addMember("value", "$S", PROCESSOR)
                .build();
    }

    /** This processor's version, which generated code hands to the runtime's version check. */
    static String processorVersion() {
        return VERSION;
    }

    private static String readVersion() {
        try (InputStream in = Names.class.getResourceAsStream("/io/tablesmith/processor/processor.properties")) {
            if (in == null) {
                throw new IllegalStateException("tablesmith-processor was built without its processor.properties");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
