package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import io.tablesmith.BatchOptions;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.StateMachine;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Name>AsyncRepository}: the blocking repository's item operations, updates,
 * conditional and versioned writes, batches and queries over the SDK's {@code DynamoDbAsyncClient},
 * each returning a {@code CompletableFuture} (queries also as {@code Flow.Publisher}s). Its core
 * describes every write and page with the blocking core's code; the query types are written by the
 * blocking repository's query generators, with async terminals.
 */
public final class AsyncRepositoryGenerator {

    private final EntityModel entity;
    private final ClassName record;
    private final ClassName type;
    private final ClassName blocking;
    private final String variable;
    private final String pageParameter;

    private AsyncRepositoryGenerator(EntityModel entity) {
        this.entity = entity;
        this.record = entity.recordType();
        this.type = entity.asyncRepositoryType();
        this.blocking = entity.repositoryType();
        this.variable = RepositoryGenerator.recordVariable(entity);
        this.pageParameter = RepositoryGenerator.pageParameter(entity);
    }

    public static JavaFile generate(EntityModel entity) {
        return new AsyncRepositoryGenerator(entity).file();
    }

    private JavaFile file() {
        TypeSpec.Builder repository = TypeSpec.classBuilder(type)
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(new TransactionMethods(entity).superinterface())
                .addOriginatingElement(entity.element())
                .addJavadoc("Reads and writes {@link $T} items (entity type {@code $L}) without blocking, over the SDK's\n",
                        record, entity.entityType())
                .addJavadoc("{@code DynamoDbAsyncClient}: each method of {@link $T} that sends a request, sending the same\n", blocking)
                .addJavadoc("requests with the same guards, and returning at once a future of what the blocking method returns.\n")
                .addJavadoc("<p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or\n")
                .addJavadoc("the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped\n")
                .addJavadoc("in a {@code CompletionException}, which {@link $T#cause} unwraps. A bad argument\n", Names.ASYNC_RESULTS)
                .addJavadoc("(a null or empty key component, a record that does not encode) fails the future too; nothing is sent.\n")
                .addJavadoc("<p>Continuations run where the SDK completes the request (its future-completion executor):\n")
                .addJavadoc("keep them short, or move on with {@code thenApplyAsync(..., executor)}.\n")
                .addField(FieldSpec.builder(core(), "core", Modifier.PRIVATE, Modifier.FINAL).build())
                .addMethod(constructor())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(core(), "core")
                        .addStatement("this.core = core")
                        .build())
                .addMethod(with("withPageTokens", ClassName.get(PageTokens.class), "tokens",
                        "The same repository, issuing and accepting page tokens as {@code tokens} says."))
                .addMethod(with("withRequestOptions", ClassName.get(RequestOptions.class), "options",
                        "The same repository, whose requests also carry {@code options}: capacity, timeouts, observers."))
                .addMethod(with("withBatchOptions", ClassName.get(BatchOptions.class), "options",
                        "The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say."))
                .addMethod(write("create"))
                .addMethod(write("put"))
                .addMethod(write("replace"))
                .addMethod(get("get", false))
                .addMethod(get("getConsistent", true))
                .addMethod(deleteByKey());
        entity.version().ifPresent(version -> repository.addMethod(deleteVersioned()));
        entity.ttl().ifPresent(ttl -> repository.addMethod(withExpiredHidden(ttl)));
        addBatches(repository);
        addUpdates(repository);
        repository.addMethod(new TransactionMethods(entity).transactionTarget());
        addQueries(repository);
        entity.version().ifPresent(version -> repository.addMethod(RepositoryGenerator.withVersion(entity, variable)));
        return UserNames.of(entity.element(), entity.components()).file(entity.packageName(), repository);
    }

    private TypeName core() {
        return ParameterizedTypeName.get(Names.ASYNC_REPOSITORY_CORE, record);
    }

    private static TypeName future(TypeName result) {
        return ParameterizedTypeName.get(Names.COMPLETABLE_FUTURE, result.isPrimitive() ? result.box() : result);
    }

    private TypeName optionalRecord() {
        return ParameterizedTypeName.get(ClassName.get(Optional.class), record);
    }

    private TypeName listOfRecords() {
        return ParameterizedTypeName.get(ClassName.get(List.class), record);
    }

    private MethodSpec constructor() {
        return MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addParameter(Names.DYNAMO_DB_ASYNC_CLIENT, "client")
                .addParameter(String.class, "tableName")
                .addJavadoc("@param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are\n")
                .addJavadoc("    the caller's\n")
                .addJavadoc("@param tableName the table, created with {@code TablesmithTable.createTableRequest}\n")
                .addStatement("this.core = new $T<>(client, tableName, $T.INSTANCE, $L$L)", Names.ASYNC_REPOSITORY_CORE,
                        entity.schemaType(), DescriptorCode.descriptor(entity), entity.version()
                                .map(v -> CodeBlock.of(", $N -> $L, $T::withVersion", variable,
                                        RepositoryGenerator.versionOf(entity, variable), type))
                                .orElse(CodeBlock.of("")))
                .build();
    }

    private MethodSpec with(String name, ClassName parameter, String parameterName, String doc) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(type)
                .addParameter(parameter, parameterName)
                .addJavadoc("$L\n", doc)
                .addStatement("return new $T(this.core.$N($N))", type, name, parameterName)
                .build();
    }

    private MethodSpec withExpiredHidden(ComponentModel ttl) {
        ClassName clock = ClassName.get("java.time", "Clock");
        return MethodSpec.methodBuilder("withExpiredHidden")
                .addModifiers(Modifier.PUBLIC)
                .returns(type)
                .addParameter(clock, "clock")
                .addJavadoc("The same repository, whose reads leave out items whose {@code $L} has passed by {@code clock}'s\n",
                        ttl.name())
                .addJavadoc("now, as {@link $T#withExpiredHidden} does.\n", blocking)
                .addStatement("return new $T(this.core.withExpiredHidden($S, clock))", type, ttl.attribute())
                .build();
    }

    private MethodSpec write(String name) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(future(record))
                .addParameter(record, variable)
                .addJavadoc("{@link $T#$L($T)} without blocking: the same conditional write, and the same refusals.\n",
                        blocking, name, record)
                .addJavadoc("\n@return a future of the record as stored\n")
                .addStatement("return this.core.$N($N)", name, variable)
                .build();
    }

    private MethodSpec get(String name, boolean consistent) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(future(optionalRecord()))
                .addParameters(KeysGenerator.parameters(entity.keyComponents()))
                .addJavadoc(consistent
                        ? "Access pattern: get one $L by its key with a strongly consistent read (twice the read cost).\n"
                        : "Access pattern: get one $L by its key (an eventually consistent read).\n", record.simpleName())
                .addStatement("return this.core.get(() -> $T.key($L), $L)", entity.keysType(), names(entity.keyComponents()),
                        consistent)
                .build();
    }

    private MethodSpec deleteByKey() {
        return MethodSpec.methodBuilder("delete")
                .addModifiers(Modifier.PUBLIC)
                .returns(future(optionalRecord()))
                .addParameters(KeysGenerator.parameters(entity.keyComponents()))
                .addJavadoc("{@link $T#delete} by key without blocking.\n", blocking)
                .addJavadoc("\n@return a future of the deleted item, or empty when there was none\n")
                .addStatement("return this.core.delete(() -> $T.key($L))", entity.keysType(), names(entity.keyComponents()))
                .build();
    }

    private MethodSpec deleteVersioned() {
        return MethodSpec.methodBuilder("delete")
                .addModifiers(Modifier.PUBLIC)
                .returns(future(record))
                .addParameter(record, variable)
                .addJavadoc("{@link $T#delete($T)} without blocking: only while the stored version is the record's.\n",
                        blocking, record)
                .addJavadoc("\n@return a future of the item as it was stored\n")
                .addStatement("return this.core.delete(() -> $T.keyOf($N), $L)", entity.keysType(), variable,
                        RepositoryGenerator.versionOf(entity, variable))
                .build();
    }

    private void addBatches(TypeSpec.Builder repository) {
        String plural = BatchMethods.plural(variable);
        TypeName records = ParameterizedTypeName.get(ClassName.get(Collection.class), record);
        TypeName keys = ParameterizedTypeName.get(ClassName.get(Collection.class), Names.itemKeyOf(record));
        MethodSpec.Builder putAll = MethodSpec.methodBuilder("putAll")
                .addModifiers(Modifier.PUBLIC)
                .addParameter(records, plural)
                .addJavadoc("{@link $T#putAll} without blocking: the same requests, as many in flight as\n", blocking)
                .addJavadoc("{@link $T#withParallelism(int)} says, their retries scheduled, not slept.\n", BatchOptions.class);
        if (entity.version().isPresent()) {
            putAll.returns(future(listOfRecords()))
                    .addJavadoc("\n@return a future of the records as stored, with their new versions, in the order given\n")
                    .addStatement("return this.core.putAll($N)", plural);
        } else {
            putAll.returns(future(ClassName.get(Void.class)))
                    .addStatement("return this.core.putAll($N).thenAccept(stored -> { })", plural);
        }
        repository.addMethod(putAll.build());
        repository.addMethod(MethodSpec.methodBuilder("deleteAll")
                .addModifiers(Modifier.PUBLIC)
                .returns(future(ClassName.get(Void.class)))
                .addParameter(keys, "keys")
                .addJavadoc("{@link $T#deleteAll} without blocking.\n", blocking)
                .addStatement("return this.core.deleteAll(keys)")
                .build());
        for (boolean consistent : new boolean[] {false, true}) {
            String name = consistent ? "getAllConsistent" : "getAll";
            repository.addMethod(MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(future(listOfRecords()))
                    .addParameter(keys, "keys")
                    .addJavadoc("{@link $T#$L} without blocking.\n", blocking, name)
                    .addJavadoc("\n@return a future of the items found, in the order of their keys\n")
                    .addStatement("return this.core.getAll(keys, $L)", consistent)
                    .build());
        }
    }

    private void addUpdates(TypeSpec.Builder repository) {
        ClassName update = UpdateGenerator.updateType(entity);
        List<ComponentModel> key = entity.keyComponents();
        TypeName changes = ParameterizedTypeName.get(ClassName.get(Consumer.class), WildcardTypeName.supertypeOf(update));
        String changesName = key.stream().anyMatch(c -> c.name().equals("changes")) ? "updates" : "changes";
        CodeBlock builderArguments = key.isEmpty() ? CodeBlock.of("this.core.updateBuilders()")
                : CodeBlock.of("this.core.updateBuilders(), $L", names(key));
        repository.addMethod(MethodSpec.methodBuilder("update")
                .addModifiers(Modifier.PUBLIC)
                .returns(future(record))
                .addParameters(KeysGenerator.parameters(key))
                .addParameter(changes, changesName)
                .addJavadoc("A typed update of the $L with this key, described by {@code $N} on a fresh {@link $T} and sent\n",
                        record.simpleName(), changesName, update)
                .addJavadoc("as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as\n")
                .addJavadoc("{@code $T.update(...)...execute()} would send it: {@code update($L, u -> u$L)}.\n", blocking,
                        names(key), new UpdateGenerator(entity).exampleChange())
                .addJavadoc("\n@return a future of the item as it is after the update\n")
                .addStatement("return this.core.update(() -> {\n$>$T builder = new $T($L);\n$N.accept(builder);\n"
                        + "return builder.finish();\n$<})", update, update, builderArguments, changesName)
                .build());
        entity.version().ifPresent(version -> repository.addMethod(MethodSpec.methodBuilder("update")
                .addModifiers(Modifier.PUBLIC)
                .returns(future(record))
                .addParameter(record, variable)
                .addParameter(changes, changesName)
                .addJavadoc("As {@link #update($L$T)}, only while the stored version is {@code $N.$N()} (optimistic locking).\n",
                        key.stream().map(c -> c.javaType().toString() + ", ").reduce("", String::concat), Consumer.class,
                        variable, version.name())
                .addStatement("return update($L, builder -> $N.accept(builder.ifVersion($L)))",
                        key.stream().map(c -> CodeBlock.of("$N.$N()", variable, c.name())).collect(CodeBlock.joining(", ")),
                        changesName, RepositoryGenerator.versionOf(entity, variable))
                .build()));
        for (StateMachine machine : entity.stateMachines()) {
            String transition = UpdateGenerator.transitionName(machine);
            ComponentModel component = machine.component();
            boolean fromTaken = key.stream().anyMatch(c -> c.name().equals("from"));
            boolean toTaken = key.stream().anyMatch(c -> c.name().equals("to"));
            String from = fromTaken ? "fromState" : "from";
            String to = toTaken ? "toState" : "to";
            repository.addMethod(MethodSpec.methodBuilder(transition)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(future(record))
                    .addParameters(KeysGenerator.parameters(key))
                    .addParameter(component.javaType(), from)
                    .addParameter(component.javaType(), to)
                    .addJavadoc("{@link $T#$L} without blocking: one conditional write the database checks.\n", blocking,
                            transition)
                    .addStatement("return update($L$Nbuilder -> builder.$N($N, $N))", names(key),
                            key.isEmpty() ? "" : ", ", transition, from, to)
                    .build());
        }
        String condition = key.stream().anyMatch(c -> c.name().equals("condition")) ? "when" : "condition";
        TypeName conditionType = ParameterizedTypeName.get(ConditionsGenerator.CONDITION, record);
        for (String name : List.of("create", "replace")) {
            repository.addMethod(MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(future(record))
                    .addParameter(record, variable)
                    .addParameter(conditionType, condition)
                    .addJavadoc("{@link $T#$L($T, $T)} without blocking.\n", blocking, name, record, ConditionsGenerator.CONDITION)
                    .addStatement("return this.core.$N($N, $N)", name, variable, condition)
                    .build());
        }
        repository.addMethod(MethodSpec.methodBuilder("delete")
                .addModifiers(Modifier.PUBLIC)
                .returns(future(record))
                .addParameters(KeysGenerator.parameters(key))
                .addParameter(conditionType, condition)
                .addJavadoc("{@link $T#delete} with a condition, without blocking.\n", blocking)
                .addStatement("return this.core.delete(() -> $T.key($L), $N)", entity.keysType(), names(key), condition)
                .build());
    }

    private void addQueries(TypeSpec.Builder repository) {
        if (entity.hasPrimaryQuery()) {
            addQuery(repository, new QueryGenerator.Access(entity.primaryQuery(), null, entity.partitionKey(),
                    entity.sortKey()), String.format("Access pattern: the %s items of one partition, as {@link %s#%s}.",
                    record.simpleName(), blocking.simpleName(), entity.primaryQuery()));
        }
        for (IndexModel index : entity.indexes()) {
            addQuery(repository, new QueryGenerator.Access(index.query(), index.indexName(), index.partition(), index.sort()),
                    String.format("Access pattern: %s items by index {@code %s}, as {@link %s#%s}.", record.simpleName(),
                            index.indexName(), blocking.simpleName(), index.query()));
        }
        for (NaturalIndexModel index : entity.naturalIndexes()) {
            NaturalQueryGenerator generator = new NaturalQueryGenerator(entity, index,
                    DescriptorCode.of(entity).query(index.query()), type);
            QueryMethods.addTo(repository, entity, type, new QueryMethods.Access(index.query(), generator.type(),
                    index.partition(), generator.spec(), String.format("Access pattern: %s items by natural index {@code %s},"
                            + " as {@link %s#%s}.", record.simpleName(), index.indexName(), blocking.simpleName(),
                            index.query()), "sort conditions"), pageParameter);
        }
    }

    private void addQuery(TypeSpec.Builder repository, QueryGenerator.Access access, String description) {
        QueryGenerator generator = new QueryGenerator(entity, access, type, DescriptorCode.of(entity).query(access.name()));
        QueryMethods.addTo(repository, entity, type, new QueryMethods.Access(access.name(), generator.type(),
                generator.partitionComponents(), generator.spec(), description, "a sort key range"), pageParameter);
    }

    private static CodeBlock names(List<ComponentModel> components) {
        return components.stream().map(component -> CodeBlock.of("$N", component.variable())).collect(CodeBlock.joining(", "));
    }
}
