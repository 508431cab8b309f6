package io.tablesmith.processor;

import io.tablesmith.processor.generate.AccessPatternDocument;
import io.tablesmith.processor.generate.ChangeGenerator;
import io.tablesmith.processor.generate.TableDefinitionGenerator;
import io.tablesmith.processor.generate.TableGenerator;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.TableModel;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.table.TableChecks;
import io.tablesmith.processor.schema.SchemaStage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * Writes one {@code TablesmithTable} and access-pattern document per table (a package of entities,
 * declared with {@code @Table} or not), once its entities are all generated and the table stage
 * ({@link TableChecks}) found nothing wrong.
 */
final class TableRound {

    private final ProcessingEnvironment environment;
    private final GeneratedFiles files;
    private final TableChecks checks;
    private final Set<String> written = new HashSet<>();
    /** The table definitions written, by class name, for the service file; and the entities they came from. */
    private final Set<String> definitions = new TreeSet<>();
    private final List<TypeElement> definitionOrigins = new ArrayList<>();

    TableRound(ProcessingEnvironment environment, GeneratedFiles files) {
        this.environment = environment;
        this.files = files;
        this.checks = new TableChecks(environment.getElementUtils());
    }

    void generate(RoundEnvironment round, Set<String> packages, EntityRound entities, CollectionRound collections,
                  QueueRound queues, ErrorReporter reporter) {
        if (round.processingOver()) {
            writeServiceFile(reporter);
            return;
        }
        // A table waits for the deferred entities of its package. No table is written in the last
        // round: an entity still deferred then has an unresolvable type, so javac fails anyway.
        for (String packageName : packages) {
            if (entities.hasDeferred(packageName) || !written.add(packageName)) {
                continue;
            }
            // By name, not in the order javac meets the files, so that the table is reproducible.
            List<EntityModel> members = new ArrayList<>(entities.of(packageName));
            members.sort(Comparator.comparing(entity -> entity.recordType().canonicalName()));
            TableModel table = new TableModel(packageName, checks.declaration(packageName), members,
                    collections.of(packageName), hasQueueMessages(round, packageName));
            if (checks.check(packageName, members, entities.all(), table.queues(), reporter)) {
                SchemaStage.check(environment, table, reporter);
                String accessPatterns = AccessPatternDocument.write(table);
                TypeElement origin = members.get(0).element();
                files.write(origin, TableGenerator.generate(table, accessPatterns), reporter);
                files.write(origin, ChangeGenerator.generate(table), reporter);
                files.writeResource(origin, packageName, AccessPatternDocument.FILE_NAME, accessPatterns, reporter);
                boolean timeToLive = members.stream().anyMatch(entity -> entity.ttl().isPresent());
                if (files.write(origin, TableDefinitionGenerator.generate(table, queues.of(packageName), timeToLive), reporter)) {
                    definitions.add(packageName + "." + TableDefinitionGenerator.CLASS_NAME);
                    members.forEach(member -> definitionOrigins.add(member.element()));
                }
            }
        }
    }

    /**
     * Lists every table definition of the compilation for {@link java.util.ServiceLoader}, once, when
     * the last round is over (tables are written in whichever round their entities are complete).
     */
    private void writeServiceFile(ErrorReporter reporter) {
        if (definitions.isEmpty()) {
            return;
        }
        files.writeResource(definitionOrigins, TableDefinitionGenerator.SERVICE_FILE,
                String.join("\n", definitions) + "\n", reporter);
    }

    /** Whether the package declares a {@code @QueueMessage} record, whose queue needs the table's queue index. */
    private boolean hasQueueMessages(RoundEnvironment round, String packageName) {
        TypeElement annotation = environment.getElementUtils().getTypeElement(AnnotationNames.QUEUE_MESSAGE);
        return annotation != null && round.getElementsAnnotatedWith(annotation).stream()
                .anyMatch(element -> environment.getElementUtils().getPackageOf(element).getQualifiedName().contentEquals(packageName));
    }
}
