package io.tablesmith.examples.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The research-job service: {@code JobRepository} is a bean of tablesmith-spring-boot-starter, with no
 * configuration code; {@code application.properties} runs it on LocalDynamoDb in process.
 */
@SpringBootApplication
public class ResearchJobsApplication {

    public static void main(String[] args) {
        SpringApplication.run(ResearchJobsApplication.class, args);
    }
}
