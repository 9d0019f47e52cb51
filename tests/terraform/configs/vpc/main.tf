# EC2 networking records with Terraform: a VPC, subnets, a security group and a function in them.
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

variable "function_zip" {
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

resource "aws_vpc" "app" {
  cidr_block           = "10.70.0.0/16"
  enable_dns_hostnames = true
  tags = {
    Name = "tf-app"
  }
}

resource "aws_subnet" "a" {
  vpc_id            = aws_vpc.app.id
  cidr_block        = "10.70.1.0/24"
  availability_zone = "us-east-1a"
}

resource "aws_security_group" "fn" {
  name        = "tf-fn"
  description = "function"
  vpc_id      = aws_vpc.app.id

  ingress {
    from_port   = 443
    to_port     = 443
    protocol    = "tcp"
    cidr_blocks = ["10.70.0.0/16"]
  }

  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_internet_gateway" "gw" {
  vpc_id = aws_vpc.app.id
  tags   = { Name = "tf-gw" }
}

resource "aws_route_table" "public" {
  vpc_id = aws_vpc.app.id
  tags   = { Name = "tf-public" }
}

resource "aws_route" "internet" {
  route_table_id         = aws_route_table.public.id
  destination_cidr_block = "0.0.0.0/0"
  gateway_id             = aws_internet_gateway.gw.id
}

resource "aws_route_table_association" "a" {
  subnet_id      = aws_subnet.a.id
  route_table_id = aws_route_table.public.id
}

resource "aws_security_group" "db" {
  name        = "tf-db"
  description = "database"
  vpc_id      = aws_vpc.app.id
}

resource "aws_vpc_security_group_ingress_rule" "db_from_fn" {
  security_group_id            = aws_security_group.db.id
  referenced_security_group_id = aws_security_group.fn.id
  ip_protocol                  = "tcp"
  from_port                    = 5432
  to_port                      = 5432
  description                  = "postgres from the function"
}

resource "aws_vpc_security_group_egress_rule" "db_out" {
  security_group_id = aws_security_group.db.id
  cidr_ipv4         = "10.70.0.0/16"
  ip_protocol       = "-1"
}

resource "aws_iam_role" "fn" {
  name = "tf-vpc-fn"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "lambda.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_iam_role_policy_attachment" "vpc_access" {
  role       = aws_iam_role.fn.name
  policy_arn = "arn:aws:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole"
}

resource "aws_lambda_function" "fn" {
  function_name    = "tf-in-vpc"
  role             = aws_iam_role.fn.arn
  runtime          = "python3.12"
  handler          = "app.handler"
  filename         = var.function_zip
  source_code_hash = filebase64sha256(var.function_zip)

  vpc_config {
    subnet_ids         = [aws_subnet.a.id]
    security_group_ids = [aws_security_group.fn.id]
  }

  depends_on = [aws_iam_role_policy_attachment.vpc_access]
}

# Network ACLs: the VPC's default one adopted, and one of our own (in-line rules) holding the subnet.
resource "aws_default_network_acl" "default" {
  default_network_acl_id = aws_vpc.app.default_network_acl_id

  ingress {
    protocol   = -1
    rule_no    = 100
    action     = "allow"
    cidr_block = "10.70.0.0/16"
    from_port  = 0
    to_port    = 0
  }

  egress {
    protocol   = -1
    rule_no    = 100
    action     = "allow"
    cidr_block = "0.0.0.0/0"
    from_port  = 0
    to_port    = 0
  }

  lifecycle {
    ignore_changes = [subnet_ids]
  }
}

resource "aws_network_acl" "app" {
  vpc_id     = aws_vpc.app.id
  subnet_ids = [aws_subnet.a.id]

  ingress {
    protocol   = "tcp"
    rule_no    = 100
    action     = "allow"
    cidr_block = "10.70.0.0/16"
    from_port  = 443
    to_port    = 443
  }

  egress {
    protocol   = "-1"
    rule_no    = 100
    action     = "allow"
    cidr_block = "0.0.0.0/0"
    from_port  = 0
    to_port    = 0
  }

  tags = { Name = "tf-acl" }
}

# A network ACL whose rules are resources of their own (not mixed with in-line rules).
resource "aws_network_acl" "rules" {
  vpc_id = aws_vpc.app.id
  tags   = { Name = "tf-acl-rules" }
}

resource "aws_network_acl_rule" "dns" {
  network_acl_id = aws_network_acl.rules.id
  rule_number    = 200
  egress         = false
  protocol       = "udp"
  rule_action    = "allow"
  cidr_block     = "10.70.0.0/16"
  from_port      = 53
  to_port        = 53
}
