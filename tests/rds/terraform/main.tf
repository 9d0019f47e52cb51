# RDS through the hashicorp/aws provider: a subnet group over two Availability Zones, an Aurora PostgreSQL
# Serverless v2 cluster with the Data API and its db.serverless instance, and a standalone postgres instance.
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
  cidr_block = "10.90.0.0/16"
}

resource "aws_subnet" "a" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.90.1.0/24"
  availability_zone = "us-east-1a"
}

resource "aws_subnet" "b" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.90.2.0/24"
  availability_zone = "us-east-1b"
}

resource "aws_db_subnet_group" "db" {
  name       = "tf-db-subnets"
  subnet_ids = [aws_subnet.a.id, aws_subnet.b.id]
  tags = {
    team = "data"
  }
}

resource "aws_rds_cluster" "aurora" {
  cluster_identifier   = "tf-aurora"
  engine               = "aurora-postgresql"
  engine_mode          = "provisioned"
  engine_version       = "16.6"
  database_name        = "app"
  master_username      = "app_admin"
  master_password      = "tf-Passw0rd-123"
  db_subnet_group_name = aws_db_subnet_group.db.name
  enable_http_endpoint = true
  skip_final_snapshot  = true
  storage_encrypted    = true

  serverlessv2_scaling_configuration {
    min_capacity = 0.5
    max_capacity = 2
  }
}

resource "aws_rds_cluster_instance" "writer" {
  identifier         = "tf-aurora-1"
  cluster_identifier = aws_rds_cluster.aurora.id
  instance_class     = "db.serverless"
  engine             = aws_rds_cluster.aurora.engine
  engine_version     = aws_rds_cluster.aurora.engine_version
}

resource "aws_db_instance" "solo" {
  identifier          = "tf-solo"
  engine              = "postgres"
  engine_version      = "16.6"
  instance_class      = "db.t3.micro"
  allocated_storage   = 20
  db_name             = "shop"
  username            = "shop_owner"
  password            = "tf-Passw0rd-456"
  skip_final_snapshot = true
}

output "cluster_arn" {
  value = aws_rds_cluster.aurora.arn
}

output "cluster_port" {
  value = aws_rds_cluster.aurora.port
}

output "solo_address" {
  value = aws_db_instance.solo.address
}

output "solo_port" {
  value = aws_db_instance.solo.port
}
