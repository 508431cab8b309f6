package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.Words;
import io.tablesmith.reindex.ReindexFailedException;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/** Writes {@code <Name>Repository}: typed reads, conditional writes and one method per query. */
public final class RepositoryGenerator {

    private static final ClassName DUPLICATE = ClassName.get(DuplicateItemException.class);
    private static final ClassName NOT_FOUND = ClassName.get(ItemNotFoundException.class);
    private static final ClassName STALE = ClassName.get(OptimisticLockException.class);

    private final EntityModel entity;
    private final ClassName record;
    private final String variable;
    private final String pageParameter;

    private RepositoryGenerator(EntityModel entity) {
        this.entity = entity;
        this.record = entity.recordType();
        this.variable = recordVariable(entity);
        this.pageParameter = pageParameter(entity);
    }

    /** The name of a record parameter: the record's name, decapitalized, unless that is taken. */
    static String recordVariable(EntityModel entity) {
        String simple = entity.recordType().simpleName();
        String decapitalized = Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
        // The record's parameter must not be a keyword nor the name of a local or parameter beside it.
        return javax.lang.model.SourceVersion.isKeyword(decapitalized)
                || java.util.Set.of("stored", "expected", "version", "builder", "changes").contains(decapitalized)
                ? "entity" : decapitalized;
    }

    /** The name of a page request parameter beside the partition's components. */
    static String pageParameter(EntityModel entity) {
        return entity.components().stream().anyMatch(c -> c.name().equals("page")) ? "pageRequest" : "page";
    }

    public static JavaFile generate(EntityModel entity) {
        return new RepositoryGenerator(entity).file();
    }

    private JavaFile file() {
        BatchMethods batch = new BatchMethods(entity, variable);
        TransactionMethods transaction = new TransactionMethods(entity);
        TypeSpec.Builder repository = TypeSpec.classBuilder(entity.repositoryType())
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(transaction.superinterface())
                .addOriginatingElement(entity.element())
                .addJavadoc("Reads and writes {@link $T} items (entity type {@code $L}) in one DynamoDB table.\n",
                        record, entity.entityType())
                .addJavadoc("<p>Every method is one request or a short run of them; none scans the table.\n")
                .addJavadoc(batch.classDoc())
                .addField(FieldSpec.builder(ParameterizedTypeName.get(Names.REPOSITORY_CORE, record), "core",
                        Modifier.PRIVATE, Modifier.FINAL).build())
                .addMethod(constructor())
                .addMethod(coreConstructor())
                .addMethod(withPageTokens())
                .addMethod(withRequestOptions())
                .addMethod(create())
                .addMethod(put())
                .addMethod(replace())
                .addMethod(get("get", false))
                .addMethod(get("getConsistent", true))
                .addMethod(deleteByKey());
        entity.version().ifPresent(version -> repository.addMethod(deleteVersioned(version)));
        entity.ttl().ifPresent(ttl -> repository.addMethod(withExpiredHidden(ttl)));
        repository.addMethods(batch.methods());
        new UpdateMethods(entity, new UpdateGenerator(entity).exampleChange()).addTo(repository, variable);
        repository.addMethod(transaction.transactionTarget());
        if (entity.hasPrimaryQuery()) {
            addPrimaryQuery(repository);
        }
        for (IndexModel index : entity.indexes()) {
            addIndexQuery(repository, index);
        }
        for (NaturalIndexModel index : entity.naturalIndexes()) {
            addNaturalQuery(repository, index);
        }
        new VectorQueryMethods(entity).addTo(repository);
        if (!entity.indexes().isEmpty() || !DescriptorCode.fixedWidthTimes(entity).isEmpty()) {
            repository.addMethod(reindex());
        }
        entity.version().ifPresent(version -> repository.addMethod(withVersion(entity, variable)));
        return UserNames.of(entity.element(), entity.components()).file(entity.packageName(), repository);
    }

    /**
     * Backfills and repairs the synthetic index keys of stored items, and rewrites times stored
     * in their former text: scan, compare, conditional update.
     */
    private MethodSpec reindex() {
        ClassName options = ClassName.get(ReindexOptions.class);
        ClassName report = ClassName.get(ReindexReport.class);
        DescriptorCode descriptor = DescriptorCode.of(entity);
        List<String> indexAttributes = descriptor.reindexedAttributes();
        List<String> sources = descriptor.reindexSources();
        List<String> times = DescriptorCode.fixedWidthTimes(entity).stream().map(ComponentModel::attribute).toList();
        MethodSpec.Builder method = MethodSpec.methodBuilder("reindex")
                .addModifiers(Modifier.PUBLIC)
                .returns(report)
                .addParameter(options, "options");
        if (!entity.indexes().isEmpty()) {
            method.addJavadoc("Writes the index key attributes ($L) of every stored $L that lacks them or holds outdated ones:\n",
                    String.join(", ", indexAttributes.subList(0, indexAttributes.size() - times.size())), record.simpleName())
                    .addJavadoc("after adding an index to an entity with stored items, or changing an index template.\n");
        }
        if (!times.isEmpty()) {
            method.addJavadoc("$L $L of every stored $L that still holds the varying-width text of times stored before\n",
                    entity.indexes().isEmpty() ? "Rewrites" : "Also rewrites",
                    times.stream().map(t -> "{@code " + t + "}").collect(java.util.stream.Collectors.joining(", ")),
                    record.simpleName())
                    .addJavadoc("they were stored fixed width, so that order conditions and natural-index ranges see the item in time order.\n")
                    .addJavadoc("Times inside nested records, lists, sets or maps are rewritten by the item's next {@code put}.\n");
        }
        return method
                .addJavadoc("<p>A parallel {@code Scan} reads the table; each item whose keys or times differ gets one {@code UpdateItem} of just\n")
                .addJavadoc("those attributes, on the condition that $L still hold what was scanned, so a concurrent\n",
                        sources.stream().map(a -> "{@code " + a + "}").collect(java.util.stream.Collectors.joining(", ")))
                .addJavadoc("write is never overwritten (that item is counted as changed meanwhile). Throttling is retried with\n")
                .addJavadoc("backoff; {@code options} set segments, rate, progress, stop and the checkpoint to resume from.\n")
                .addJavadoc("\n@param options for example {@code $T.defaults().withItemsPerSecond(500)}\n", options)
                .addJavadoc("@return the counts and, when stopped, the checkpoint to resume from\n")
                .addJavadoc("@throws $T when a request failed for good (the report in it resumes)\n",
                        ClassName.get(ReindexFailedException.class))
                .addStatement("return this.core.reindex(options)")
                .build();
    }

    private MethodSpec constructor() {
        return MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addParameter(Names.DYNAMO_DB_CLIENT, "client")
                .addParameter(String.class, "tableName")
                .addJavadoc("@param client any DynamoDB client; region, endpoint and credentials are the caller's\n")
                .addJavadoc("@param tableName the table, created with {@code TablesmithTable.createTableRequest}\n")
                .addStatement("this.core = new $T<>(client, tableName, $T.INSTANCE, $L$L)", Names.REPOSITORY_CORE,
                        entity.schemaType(), DescriptorCode.descriptor(entity), entity.version()
                                .map(v -> CodeBlock.of(", $N -> $L, $T::withVersion", variable, versionOf(entity, variable),
                                        entity.repositoryType()))
                                .orElse(CodeBlock.of("")))
                .build();
    }

    /** The repository over a reconfigured core, for the {@code with...} methods. */
    private MethodSpec coreConstructor() {
        return MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(ParameterizedTypeName.get(Names.REPOSITORY_CORE, record), "core")
                .addStatement("this.core = core")
                .build();
    }

    private MethodSpec withPageTokens() {
        ClassName pageTokens = ClassName.get(PageTokens.class);
        return MethodSpec.methodBuilder("withPageTokens")
                .addModifiers(Modifier.PUBLIC)
                .returns(entity.repositoryType())
                .addParameter(pageTokens, "tokens")
                .addJavadoc("The same repository, issuing and accepting page tokens as {@code tokens} says: for example\n")
                .addJavadoc("{@code $T.encrypted(key)}, so that clients can neither read nor forge them.\n", pageTokens)
                .addJavadoc("Tokens issued under other settings are refused.\n")
                .addStatement("return new $T(this.core.withPageTokens(tokens))", entity.repositoryType())
                .build();
    }

    private MethodSpec withRequestOptions() {
        ClassName options = ClassName.get(RequestOptions.class);
        return MethodSpec.methodBuilder("withRequestOptions")
                .addModifiers(Modifier.PUBLIC)
                .returns(entity.repositoryType())
                .addParameter(options, "options")
                .addJavadoc("The same repository, whose requests also carry {@code options} (added to those of its client):\n")
                .addJavadoc("the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the\n")
                .addJavadoc("returned repository for that call.\n")
                .addStatement("return new $T(this.core.withRequestOptions(options))", entity.repositoryType())
                .build();
    }

    private MethodSpec withExpiredHidden(ComponentModel ttl) {
        ClassName clock = ClassName.get("java.time", "Clock");
        return MethodSpec.methodBuilder("withExpiredHidden")
                .addModifiers(Modifier.PUBLIC)
                .returns(entity.repositoryType())
                .addParameter(clock, "clock")
                .addJavadoc("The same repository, whose reads ({@code get}, {@code getAll}, queries and streams) leave out\n")
                .addJavadoc("items whose {@code $L} has passed by {@code clock}'s now. Without it reads return what DynamoDB\n", ttl.name())
                .addJavadoc("returns: an expired item stays, and is read, until DynamoDB's TTL deletes it (within days).\n")
                .addJavadoc("Writes, updates and deletes still see it; to condition on the expiry use\n")
                .addJavadoc("{@code $T.$L().gt(now)}.\n", ConditionsGenerator.conditionsType(entity), ttl.name())
                .addStatement("return new $T(this.core.withExpiredHidden($S, clock))", entity.repositoryType(), ttl.attribute())
                .build();
    }

    private MethodSpec create() {
        MethodSpec.Builder method = write("create")
                .addJavadoc("Stores a new $L; the write is conditional on no item having its key.\n", record.simpleName());
        if (entity.version().isPresent()) {
            method.addJavadoc("The stored record carries version 1, whatever {@code $L} holds.\n", variable)
                    .addJavadoc("\n@return the record as stored\n");
        } else {
            method.addJavadoc("\n@return {@code $L}\n", variable);
        }
        return method.addJavadoc("@throws $T when an item with this key exists\n", DUPLICATE)
                .addStatement("return this.core.create($N)", variable)
                .build();
    }

    private MethodSpec put() {
        MethodSpec.Builder method = write("put")
                .addJavadoc("Stores $L whether or not an item has its key (an upsert), never over another entity's item.\n",
                        Words.withArticle(record.simpleName()));
        if (entity.version().isPresent()) {
            String version = entity.version().get().name();
            method.addJavadoc("Versions only go forward: a record whose {@code $L} is 0 is new and is stored (at version 1)\n", version)
                    .addJavadoc("only where no item has its key; a record at version v &ge; 1 overwrites only the stored item at\n")
                    .addJavadoc("version v, never an item another writer changed and never a key whose item was deleted.\n")
                    .addJavadoc("The stored record carries version v + 1.\n")
                    .addJavadoc("\n@return the record as stored, with its new version\n")
                    .addJavadoc("@throws $T when the stored version differs (for a new record: an item has the key)\n", STALE)
                    .addJavadoc("@throws $T when the record's version is 1 or more and no item has its key\n", NOT_FOUND);
        } else {
            method.addJavadoc("\n@return {@code $L}\n", variable);
        }
        return method.addStatement("return this.core.put($N)", variable).build();
    }

    private MethodSpec replace() {
        MethodSpec.Builder method = write("replace")
                .addJavadoc("Overwrites the stored $L with this key; the write is conditional on the item existing", record.simpleName());
        if (entity.version().isPresent()) {
            method.addJavadoc("\nat the record's version. The stored record carries the next version.\n")
                    .addJavadoc("\n@return the record as stored, with its new version\n")
                    .addJavadoc("@throws $T when no item has this key\n", NOT_FOUND)
                    .addJavadoc("@throws $T when the stored version differs\n", STALE);
        } else {
            method.addJavadoc(".\n\n@return {@code $L}\n", variable)
                    .addJavadoc("@throws $T when no item has this key\n", NOT_FOUND);
        }
        return method.addStatement("return this.core.replace($N)", variable).build();
    }

    private MethodSpec.Builder write(String name) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(record, variable);
    }

    private MethodSpec get(String name, boolean consistent) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), record))
                .addParameters(KeysGenerator.parameters(entity.keyComponents()))
                .addJavadoc(consistent
                        ? "Access pattern: get one $L by its key with a strongly consistent read (twice the read cost).\n"
                        : "Access pattern: get one $L by its key (an eventually consistent read).\n", record.simpleName())
                .addStatement("return this.core.get($T.key($L), $L)", entity.keysType(), names(entity.keyComponents()), consistent)
                .build();
    }

    private MethodSpec deleteByKey() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("delete")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), record))
                .addParameters(KeysGenerator.parameters(entity.keyComponents()))
                .addJavadoc("Deletes the $L with this key, if there is one", record.simpleName());
        if (entity.version().isPresent()) {
            method.addJavadoc(", whatever its version; {@link #delete($T)} checks it", record);
        }
        return method.addJavadoc(".\n\n@return the deleted item, or empty when there was none\n")
                .addStatement("return this.core.delete($T.key($L))", entity.keysType(), names(entity.keyComponents()))
                .build();
    }

    private MethodSpec deleteVersioned(ComponentModel version) {
        return MethodSpec.methodBuilder("delete")
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(record, variable)
                .addJavadoc("Deletes this $L only while its stored version equals {@code $L.$L()}.\n",
                        record.simpleName(), variable, version.name())
                .addJavadoc("\n@return the item as it was stored\n")
                .addJavadoc("@throws $T when no item has this key\n", NOT_FOUND)
                .addJavadoc("@throws $T when the stored version differs\n", STALE)
                .addStatement("return this.core.delete($T.keyOf($N), $L)", entity.keysType(), variable, expectedVersion())
                .build();
    }

    private void addPrimaryQuery(TypeSpec.Builder repository) {
        addQuery(repository, new QueryGenerator.Access(entity.primaryQuery(), null, entity.partitionKey(), entity.sortKey()),
                String.format("Access pattern: the %s items of one partition, pk %s, in sort key order (sk %s).",
                        record.simpleName(), TemplateCode.describe(entity.partitionKey()), TemplateCode.describe(entity.sortKey())));
    }

    private void addIndexQuery(TypeSpec.Builder repository, IndexModel index) {
        String description = String.format("Access pattern: %s items by index {@code %s}, pk %s, in sort key order (sk %s).",
                record.simpleName(), index.indexName(), TemplateCode.describe(index.partition()), TemplateCode.describe(index.sort()));
        addQuery(repository, new QueryGenerator.Access(index.query(), index.indexName(), index.partition(), index.sort()),
                description + QueryMethods.sparseNote(entity.sparseComponents(index)));
    }

    private void addQuery(TypeSpec.Builder repository, QueryGenerator.Access access, String description) {
        QueryGenerator generator = new QueryGenerator(entity, access, entity.repositoryType(),
                DescriptorCode.of(entity).query(access.name()));
        QueryMethods.addTo(repository, entity, new QueryMethods.Access(access.name(), generator.type(),
                generator.partitionComponents(), generator.spec(), description, "a sort key range"), pageParameter);
    }

    private void addNaturalQuery(TypeSpec.Builder repository, NaturalIndexModel index) {
        NaturalQueryGenerator generator = new NaturalQueryGenerator(entity, index,
                DescriptorCode.of(entity).query(index.query()));
        List<ComponentModel> sparseBy = index.components().stream()
                .filter(ComponentModel::nullable).filter(c -> !entity.keyComponents().contains(c)).toList();
        String description = String.format("Access pattern: %s items by natural index {@code %s}, keyed on the items' own %s%s.",
                record.simpleName(), index.indexName(), names(index.partition()).toString(),
                index.sort().isEmpty() ? "" : ", sorted by " + names(index.sort()));
        QueryMethods.addTo(repository, entity, new QueryMethods.Access(index.query(), generator.type(), index.partition(),
                generator.spec(), description + QueryMethods.sparseNote(sparseBy), "sort conditions"), pageParameter);
    }

    /** {@code withVersion(record, version)}: the record at another version, for the core of a versioned entity. */
    static MethodSpec withVersion(EntityModel entity, String variable) {
        ComponentModel version = entity.version().orElseThrow();
        ClassName record = entity.recordType();
        CodeBlock arguments = entity.components().stream()
                .map(component -> component.equals(version)
                        ? versionValue(version)
                        : CodeBlock.of("$N.$N()", variable, component.name()))
                .collect(CodeBlock.joining(", "));
        return MethodSpec.methodBuilder("withVersion")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(record)
                .addParameter(record, variable)
                .addParameter(TypeName.LONG, "version")
                .addStatement("return new $T($L)", record, arguments)
                .build();
    }

    private static CodeBlock versionValue(ComponentModel version) {
        boolean isInt = version.isInt();
        return isInt ? CodeBlock.of("$T.toIntExact(version)", Math.class) : CodeBlock.of("version");
    }

    private CodeBlock expectedVersion() {
        return versionOf(entity, variable);
    }

    /** The stored version a record carries, as a {@code long} expression (0 for a null box), ready to add to. */
    static CodeBlock versionOf(EntityModel entity, String name) {
        ComponentModel version = entity.version().orElseThrow();
        return version.primitive()
                ? CodeBlock.of("$N.$N()", name, version.name())
                : CodeBlock.of("($N.$N() == null ? 0L : $N.$N())", name, version.name(), name, version.name());
    }

    private static CodeBlock names(List<ComponentModel> components) {
        return components.stream().map(component -> CodeBlock.of("$N", component.variable())).collect(CodeBlock.joining(", "));
    }
}
