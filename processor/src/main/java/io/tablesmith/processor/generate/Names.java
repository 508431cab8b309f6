package io.tablesmith.processor.generate;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.TablesmithProcessor;

/** Runtime types and shared bits the generated code refers to. */
final class Names {

    static final String RUNTIME = "io.tablesmith";
    static final String INTERNAL = "io.tablesmith.internal";
    static final String SDK_MODEL = "software.amazon.awssdk.services.dynamodb.model";

    static final ClassName ITEM_KEY = ClassName.get(RUNTIME, "ItemKey");

    /** {@code ItemKey<Record>}: a key that only the record's own repository accepts. */
    static TypeName itemKeyOf(TypeName record) {
        return ParameterizedTypeName.get(ITEM_KEY, record);
    }
    static final ClassName ENTITY_SCHEMA = ClassName.get(RUNTIME, "EntitySchema");
    static final ClassName PAGE = ClassName.get(RUNTIME, "Page");
    static final ClassName PAGE_REQUEST = ClassName.get(RUNTIME, "PageRequest");
    static final ClassName INVALID_KEY_EXCEPTION = ClassName.get(RUNTIME, "InvalidKeyException");
    static final ClassName KEY_PARTS = ClassName.get(INTERNAL, "KeyParts");
    static final ClassName ITEM_WRITER = ClassName.get(INTERNAL, "ItemWriter");
    static final ClassName ITEM_READER = ClassName.get(INTERNAL, "ItemReader");
    static final ClassName MAP_WRITER = ClassName.get(INTERNAL, "MapWriter");
    static final ClassName MAP_READER = ClassName.get(INTERNAL, "MapReader");
    static final ClassName CODEC = ClassName.get(INTERNAL, "Codec");
    static final ClassName RECORD_CODEC = ClassName.get(INTERNAL, "RecordCodec");
    static final ClassName ENCODING = ClassName.get(INTERNAL, "Encoding");
    static final ClassName CODECS = ClassName.get(INTERNAL, "Codecs");
    static final ClassName REPOSITORY_CORE = ClassName.get(INTERNAL, "RepositoryCore");
    static final ClassName QUERY_SPEC = ClassName.get(INTERNAL, "QuerySpec");
    static final ClassName ATTRIBUTE_VALUE = ClassName.get(SDK_MODEL, "AttributeValue");
    static final ClassName DYNAMO_DB_CLIENT = ClassName.get("software.amazon.awssdk.services.dynamodb", "DynamoDbClient");

    private static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");

    private Names() {
    }

    /** {@code @Generated} naming the processor, without a timestamp so that builds are reproducible. */
    static AnnotationSpec generated() {
        return AnnotationSpec.builder(GENERATED)
                .addMember("value", "$S", TablesmithProcessor.class.getName())
                .build();
    }
}
