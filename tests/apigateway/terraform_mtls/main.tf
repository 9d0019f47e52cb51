# Custom domain names with mutual TLS through both APIs' resources; applied by
# tests/apigateway/test_apigateway_mtls_terraform.py. The truststore is put in S3 by the test.
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

variable "truststore_uri" {
  type = string
}

variable "truststore_version" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_requesting_account_id  = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_api_gateway_domain_name" "rest" {
  domain_name              = "tf-mtls.example.test"
  regional_certificate_arn = "arn:aws:acm:us-east-1:000000000000:certificate/0b8a4c1e-7f3d-4a1b-9c2e-5d6f7a8b9c0d"
  security_policy          = "TLS_1_2"
  endpoint_configuration {
    types = ["REGIONAL"]
  }
  mutual_tls_authentication {
    truststore_uri     = var.truststore_uri
    truststore_version = var.truststore_version
  }
}

resource "aws_apigatewayv2_domain_name" "http" {
  domain_name = "tf-mtls-v2.example.test"
  domain_name_configuration {
    certificate_arn = "arn:aws:acm:us-east-1:000000000000:certificate/0b8a4c1e-7f3d-4a1b-9c2e-5d6f7a8b9c0d"
    endpoint_type   = "REGIONAL"
    security_policy = "TLS_1_2"
  }
  mutual_tls_authentication {
    truststore_uri = var.truststore_uri
  }
}

output "rest_truststore" {
  value = aws_api_gateway_domain_name.rest.mutual_tls_authentication[0].truststore_uri
}
