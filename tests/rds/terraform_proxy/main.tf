# RDS Proxy through the hashicorp/aws provider: an Aurora PostgreSQL cluster, its credentials in a Secrets
# Manager secret, a role the proxy assumes, the proxy over two subnets, its default target group's pool
# and the cluster registered as its target.
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

resource "aws_rds_cluster" "aurora" {
  cluster_identifier  = "tf-proxied"
  engine              = "aurora-postgresql"
  engine_mode         = "provisioned"
  engine_version      = "16.6"
  database_name       = "app"
  master_username     = "app_admin"
  master_password     = "tf-Passw0rd-789"
  skip_final_snapshot = true
}

resource "aws_secretsmanager_secret" "db" {
  name = "tf-proxied-credentials"
}

resource "aws_secretsmanager_secret_version" "db" {
  secret_id     = aws_secretsmanager_secret.db.id
  secret_string = jsonencode({ username = "app_admin", password = "tf-Passw0rd-789" })
}

resource "aws_iam_role" "proxy" {
  name = "tf-proxy-role"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "rds.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_db_proxy" "proxy" {
  name                = "tf-proxy"
  engine_family       = "POSTGRESQL"
  role_arn            = aws_iam_role.proxy.arn
  vpc_subnet_ids      = [aws_subnet.a.id, aws_subnet.b.id]
  require_tls         = false
  idle_client_timeout = 600

  auth {
    auth_scheme = "SECRETS"
    iam_auth    = "DISABLED"
    secret_arn  = aws_secretsmanager_secret.db.arn
  }

  tags = {
    team = "data"
  }

  depends_on = [aws_secretsmanager_secret_version.db]
}

resource "aws_db_proxy_default_target_group" "default" {
  db_proxy_name = aws_db_proxy.proxy.name

  connection_pool_config {
    max_connections_percent      = 80
    max_idle_connections_percent = 20
    connection_borrow_timeout    = 60
  }
}

resource "aws_db_proxy_target" "cluster" {
  db_proxy_name         = aws_db_proxy.proxy.name
  target_group_name     = aws_db_proxy_default_target_group.default.name
  db_cluster_identifier = aws_rds_cluster.aurora.cluster_identifier
}

output "proxy_endpoint" {
  value = aws_db_proxy.proxy.endpoint
}
