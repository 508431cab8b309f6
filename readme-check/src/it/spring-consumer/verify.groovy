// Runs after the Spring Boot consumer's build: docs/spring-boot.md's set-up must have generated the table's
// definition, listed it for ServiceLoader, and run the @SpringBootTest on the repository bean.
File consumer = new File(basedir, '')
File definition = new File(consumer, 'target/generated-sources/annotations/shop/TablesmithTableDefinition.java')
assert definition.isFile() : "the processor generated no table definition: ${definition} is missing"
File services = new File(consumer, 'target/classes/META-INF/services/io.tablesmith.TableDefinition')
assert services.isFile() && services.text.trim() == 'shop.TablesmithTableDefinition' : "${services} does not list shop's table"
File report = new File(consumer, 'target/surefire-reports/TEST-shop.CartServiceTest.xml')
assert report.isFile() : "no test ran: ${report} is missing"
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() == 1 && suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0
return true
