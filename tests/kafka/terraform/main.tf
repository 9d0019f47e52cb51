# Amazon MSK through the hashicorp/aws provider: a configuration, a provisioned cluster using it (SASL/IAM,
# TLS, CloudWatch broker logs) and a serverless cluster, in a VPC with two subnets.
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


resource "aws_vpc" "main" {
  cidr_block = "10.91.0.0/16"
}

resource "aws_subnet" "a" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.91.1.0/24"
  availability_zone = "us-east-1a"
}

resource "aws_subnet" "b" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.91.2.0/24"
  availability_zone = "us-east-1b"
}

resource "aws_security_group" "msk" {
  name   = "msk-tf"
  vpc_id = aws_vpc.main.id
}

resource "aws_msk_configuration" "main" {
  name              = "msk-tf-config"
  kafka_versions    = ["3.6.0"]
  server_properties = <<PROPERTIES
auto.create.topics.enable = true
num.partitions = 3
PROPERTIES
}

resource "aws_msk_cluster" "main" {
  cluster_name           = "msk-tf"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 2

  broker_node_group_info {
    instance_type   = "kafka.t3.small"
    client_subnets  = [aws_subnet.a.id, aws_subnet.b.id]
    security_groups = [aws_security_group.msk.id]
    storage_info {
      ebs_storage_info {
        volume_size = 20
      }
    }
  }

  configuration_info {
    arn      = aws_msk_configuration.main.arn
    revision = aws_msk_configuration.main.latest_revision
  }

  client_authentication {
    sasl {
      iam = true
    }
  }

  encryption_info {
    encryption_in_transit {
      client_broker = "TLS"
      in_cluster    = true
    }
  }

  logging_info {
    broker_logs {
      cloudwatch_logs {
        enabled   = true
        log_group = "msk-tf-logs"
      }
    }
  }

  tags = {
    team = "data"
  }
}

resource "aws_msk_serverless_cluster" "main" {
  cluster_name = "msk-tf-serverless"

  vpc_config {
    subnet_ids         = [aws_subnet.a.id, aws_subnet.b.id]
    security_group_ids = [aws_security_group.msk.id]
  }

  client_authentication {
    sasl {
      iam {
        enabled = true
      }
    }
  }
}
