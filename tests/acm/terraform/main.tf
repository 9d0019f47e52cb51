# AWS Certificate Manager through the hashicorp/aws provider: a DNS-validated certificate with a SAN and
# tags, an EC one, and the validation resource that waits for both to be issued.
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

resource "aws_acm_certificate" "site" {
  domain_name               = "tf.example.com"
  subject_alternative_names = ["www.tf.example.com"]
  validation_method         = "DNS"

  tags = {
    team = "web"
  }

  lifecycle {
    create_before_destroy = true
  }
}

resource "aws_acm_certificate" "ec" {
  domain_name       = "ec.tf.example.com"
  validation_method = "DNS"
  key_algorithm     = "EC_prime256v1"

  options {
    certificate_transparency_logging_preference = "DISABLED"
  }
}

resource "aws_acm_certificate_validation" "site" {
  certificate_arn         = aws_acm_certificate.site.arn
  validation_record_fqdns = [for o in aws_acm_certificate.site.domain_validation_options : o.resource_record_name]
}

resource "aws_acm_certificate_validation" "ec" {
  certificate_arn = aws_acm_certificate.ec.arn
}

output "record_names" {
  value = [for o in aws_acm_certificate.site.domain_validation_options : o.resource_record_name]
}

# an imported certificate: the test writes imported.pem and imported-key.pem beside this file
resource "aws_acm_certificate" "imported" {
  certificate_body = file("${path.module}/imported.pem")
  private_key      = file("${path.module}/imported-key.pem")
}

data "aws_acm_certificate" "site" {
  domain      = "tf.example.com"
  statuses    = ["ISSUED"]
  most_recent = true
  depends_on  = [aws_acm_certificate_validation.site]
}

output "found_site" {
  value = data.aws_acm_certificate.site.arn == aws_acm_certificate.site.arn
}
