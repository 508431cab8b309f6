package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.CollectionTooLargeException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.internal.CollectionReader;
import io.tablesmith.internal.PartitionItems;
import io.tablesmith.processor.model.CollectionModel;
import io.tablesmith.processor.model.Words;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/** Writes {@code <Name>Repository} for an item collection: one {@code Query} reads the whole aggregate. */
public final class CollectionGenerator {

    private static final ClassName COLLECTION_READER = ClassName.get(CollectionReader.class);
    private static final ClassName PARTITION_ITEMS = ClassName.get(PartitionItems.class);

    private CollectionGenerator() {
    }

    public static JavaFile generate(CollectionModel collection) {
        ClassName record = collection.recordType();
        TypeName result = ParameterizedTypeName.get(ClassName.get(Optional.class), record);
        String members = String.join(", ", collection.members().stream()
                .map(member -> member.name() + " (" + member.entity().entityType() + ")").toList());
        String description = String.format("Access pattern: %s, that is %s, read with one Query on pk {@code %s}.",
                Words.withArticle(record.simpleName()), members, collection.partition().replace("*/", "*&#47;"));
        TypeSpec.Builder type = TypeSpec.classBuilder(collection.repositoryType())
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addOriginatingElement(collection.element())
                .addJavadoc("Reads {@link $T} item collections: every item of one partition in a single request.\n", record)
                .addField(COLLECTION_READER, "reader", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(Names.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addJavadoc("@param client any DynamoDB client; region, endpoint and credentials are the caller's\n")
                        .addJavadoc("@param tableName the table the member entities live in\n")
                        .addStatement("this.reader = new $T(client, tableName, $S)", COLLECTION_READER, record.simpleName())
                        .build())
                .addMethod(getter("get", false, result, collection, description))
                .addMethod(getter("getConsistent", true, result, collection, description + " Strongly consistent."))
                .addMethod(boundedGetter("get", false, result, collection, description))
                .addMethod(boundedGetter("getConsistent", true, result, collection, description + " Strongly consistent."))
                .addMethod(read(collection, result));
        return UserNames.of(collection.element(), collection.parameters()).file(record.packageName(), type);
    }

    private static MethodSpec getter(String name, boolean consistent, TypeName result, CollectionModel collection, String doc) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(result)
                .addParameters(KeysGenerator.parameters(collection.parameters()))
                .addJavadoc("$L\nItems of other types in the partition are skipped. Reads the whole partition, however\n", doc)
                .addJavadoc("many items it holds (a request per 1 MB); to bound the read, pass {@code maxItems}.\n")
                .addJavadoc("\n@return the collection, or empty when the partition holds no item at all\n")
                .addJavadoc("@throws $T when the partition lacks a member that is neither a List nor an Optional\n",
                        ClassName.get(ItemNotFoundException.class))
                .addStatement("return read($L, $L, $T.MAX_VALUE)", parameterNames(collection), consistent, Integer.class)
                .build();
    }

    private static MethodSpec boundedGetter(String name, boolean consistent, TypeName result, CollectionModel collection,
                                            String doc) {
        String maxItems = Names.free("maxItems", collection.parameters());
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(result)
                .addParameters(KeysGenerator.parameters(collection.parameters()))
                .addParameter(TypeName.INT, maxItems)
                .addJavadoc("$L\nItems of other types in the partition are skipped, but count towards {@code maxItems}.\n", doc)
                .addJavadoc("Reads at most {@code maxItems} + 1 items, and never returns part of the collection as if it were whole.\n")
                .addJavadoc("\n@param $L the most items the partition may hold, at least 1\n", maxItems)
                .addJavadoc("@return the collection, or empty when the partition holds no item at all\n")
                .addJavadoc("@throws $T when the partition holds more than {@code maxItems} items\n",
                        ClassName.get(CollectionTooLargeException.class))
                .addJavadoc("@throws $T when the partition lacks a member that is neither a List nor an Optional\n",
                        ClassName.get(ItemNotFoundException.class))
                .addStatement("return read($L, $L, $N)", parameterNames(collection), consistent, maxItems)
                .build();
    }

    private static MethodSpec read(CollectionModel collection, TypeName result) {
        CollectionModel.Member first = collection.members().get(0);
        String consistentRead = Names.free("consistentRead", collection.parameters());
        String maxItems = Names.free("maxItems", collection.parameters());
        String items = Names.free("items", collection.parameters());
        CodeBlock partitionArguments = first.parameterOrder().stream()
                .map(index -> CodeBlock.of("$N", collection.parameters().get(index).variable()))
                .collect(CodeBlock.joining(", "));
        CodeBlock arguments = collection.members().stream()
                .map(member -> CodeBlock.of("$N.$L($T.INSTANCE)", items, switch (member.kind()) {
                    case SINGLE -> "required";
                    case OPTIONAL -> "optional";
                    case LIST -> "all";
                }, member.entity().schemaType()))
                .collect(CodeBlock.joining(",\n"));
        return MethodSpec.methodBuilder("read")
                .addModifiers(Modifier.PRIVATE)
                .returns(result)
                .addParameters(KeysGenerator.parameters(collection.parameters()))
                .addParameter(TypeName.BOOLEAN, consistentRead)
                .addParameter(TypeName.INT, maxItems)
                .addStatement("$T $N = this.reader.read($T.partition($L), $N, $N)", PARTITION_ITEMS, items,
                        first.entity().keysType(), partitionArguments, consistentRead, maxItems)
                .beginControlFlow("if ($N.isEmpty())", items)
                .addStatement("return $T.empty()", Optional.class)
                .endControlFlow()
                .addStatement("return $T.of(new $T(\n$>$L$<))", Optional.class, collection.recordType(), arguments)
                .build();
    }

    private static CodeBlock parameterNames(CollectionModel collection) {
        return collection.parameters().stream().map(p -> CodeBlock.of("$N", p.variable())).collect(CodeBlock.joining(", "));
    }
}
