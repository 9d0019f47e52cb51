# An Interface VPC endpoint (execute-api, as a private REST API needs) in two subnets with its own
# security group; `subnets` narrows it to one subnet, which Terraform does with ModifyVpcEndpoint.
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

variable "subnets" {
  type    = number
  default = 2
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_vpc" "private" {
  cidr_block           = "10.71.0.0/16"
  enable_dns_support   = true
  enable_dns_hostnames = true
  tags                 = { Name = "tf-private" }
}

resource "aws_subnet" "a" {
  vpc_id            = aws_vpc.private.id
  cidr_block        = "10.71.1.0/24"
  availability_zone = "us-east-1a"
}

resource "aws_subnet" "b" {
  vpc_id            = aws_vpc.private.id
  cidr_block        = "10.71.2.0/24"
  availability_zone = "us-east-1b"
}

resource "aws_security_group" "vpce" {
  name        = "tf-vpce"
  description = "HTTPS to the endpoint"
  vpc_id      = aws_vpc.private.id

  ingress {
    from_port   = 443
    to_port     = 443
    protocol    = "tcp"
    cidr_blocks = ["10.71.0.0/16"]
  }
}

resource "aws_vpc_endpoint" "api" {
  vpc_id              = aws_vpc.private.id
  service_name        = "com.amazonaws.us-east-1.execute-api"
  vpc_endpoint_type   = "Interface"
  private_dns_enabled = true
  subnet_ids          = slice([aws_subnet.a.id, aws_subnet.b.id], 0, var.subnets)
  security_group_ids  = [aws_security_group.vpce.id]
  tags                = { Name = "tf-execute-api" }
}

output "dns_names" {
  value = [for e in aws_vpc_endpoint.api.dns_entry : e.dns_name]
}

output "network_interface_ids" {
  value = aws_vpc_endpoint.api.network_interface_ids
}
