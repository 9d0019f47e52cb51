# Amazon SES through the hashicorp/aws provider: v1 identities and a template, v2 an email identity in a
# configuration set.
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

resource "aws_ses_email_identity" "sender" {
  email = "tf-sender@example.com"
}

resource "aws_ses_domain_identity" "domain" {
  domain = "tf.example.com"
}

resource "aws_ses_template" "welcome" {
  name    = "tf-welcome"
  subject = "Hello {{name}}"
  html    = "<h1>Hello {{name}}</h1>"
  text    = "Hello {{name}}"
}

resource "aws_sesv2_configuration_set" "tracked" {
  configuration_set_name = "tf-tracked"

  sending_options {
    sending_enabled = true
  }

  tags = {
    team = "mail"
  }
}

resource "aws_sesv2_email_identity" "v2" {
  email_identity         = "tf-v2@example.com"
  configuration_set_name = aws_sesv2_configuration_set.tracked.configuration_set_name

  tags = {
    team = "mail"
  }
}

output "domain_token" {
  value = aws_ses_domain_identity.domain.verification_token
}
