// Runs after the consumer's build: the README's set-up must have generated code and run the test.
import java.util.jar.JarFile

File consumer = new File(basedir, '')
File generated = new File(consumer, 'target/generated-sources/annotations/shop/CartRepository.java')
assert generated.isFile() : "the processor generated nothing: ${generated} is missing"
File report = new File(consumer, 'target/surefire-reports/TEST-shop.CartTest.xml')
assert report.isFile() : "no test ran: ${report} is missing"
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() == 1 && suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0

// What a user of the libraries gets: a module name in every jar, and sources and javadoc beside it.
File repository = new File(localRepositoryPath, 'io/tablesmith')
['runtime', 'processor', 'local'].each { name ->
    File folder = new File(repository, "tablesmith-${name}/0.1.0-SNAPSHOT")
    File jar = new File(folder, "tablesmith-${name}-0.1.0-SNAPSHOT.jar")
    String moduleName = new JarFile(jar).withCloseable { it.manifest.mainAttributes.getValue('Automatic-Module-Name') }
    assert moduleName == "io.tablesmith.${name}" : "${jar.name} has Automatic-Module-Name ${moduleName}"
    ['sources', 'javadoc'].each { classifier ->
        File attached = new File(folder, "tablesmith-${name}-0.1.0-SNAPSHOT-${classifier}.jar")
        assert attached.isFile() : "${attached} is missing"
    }
}
return true
