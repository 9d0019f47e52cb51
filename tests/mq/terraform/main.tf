# Amazon MQ through the hashicorp/aws provider: an ActiveMQ configuration with its XML and a broker that
# uses it, publicly accessible, with one console user.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "endpoint" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_mq_configuration" "amq" {
  name           = "mq-tf-config"
  description    = "labcloud's terraform test"
  engine_type    = "ActiveMQ"
  engine_version = "5.18"
  data           = <<XML
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<broker xmlns="http://activemq.apache.org/schema/core">
  <plugins>
    <forcePersistencyModeBrokerPlugin persistenceFlag="true"/>
  </plugins>
</broker>
XML
  tags = {
    team = "mq"
  }
}

resource "aws_mq_broker" "amq" {
  broker_name                = "mq-tf-broker"
  engine_type                = "ActiveMQ"
  engine_version             = "5.18"
  host_instance_type         = "mq.t3.micro"
  publicly_accessible        = true
  auto_minor_version_upgrade = true

  configuration {
    id       = aws_mq_configuration.amq.id
    revision = aws_mq_configuration.amq.latest_revision
  }

  user {
    username       = "admin"
    password       = "labcloud-Secret-1"
    console_access = true
  }

  tags = {
    team = "mq"
  }
}
