// generated from specs/forms/firmware-template.schema.json and firmware-template.ui.json; do not edit, run npm run codegen
/* eslint-disable */
// @ts-nocheck: ajv standalone output is untyped JavaScript

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
export type FirmwareTemplateFormData = {
  [k: string]: unknown;
} & {
  name: Name;
  'schedule-type': UpgradeSchedule;
  'schedule-day': Day;
  'schedule-start-time'?: StartTime;
  'schedule-end-time'?: EndTime;
  'image-source': ImageSource;
  'enforced version': FirmwareVersions;
};
export type Name = string;
export type UpgradeSchedule = number & (AsSoonAsPossible | Daily | Weekly);
export type AsSoonAsPossible = 0;
export type Daily = 1;
export type Weekly = 2;
export type Day = number & (None | Sunday | Monday | Tuesday | Wednesday | Thursday | Friday | Saturday);
export type None = 0;
export type Sunday = 1;
export type Monday = 2;
export type Tuesday = 4;
export type Wednesday = 8;
export type Thursday = 16;
export type Friday = 32;
export type Saturday = 64;
export type StartTime = string;
export type EndTime = string;
export type ImageSource = number & (FortiGuard | LocalImages);
export type FortiGuard = 0;
export type LocalImages = 1;
export type Platform = string;
export type Product = (FortiGate | FortiAP | FortiSwitch | FortiExtender | FortiProxy) & string;
export type FortiGate = 'FGT';
export type FortiAP = 'FAP';
export type FortiSwitch = 'FSW';
export type FortiExtender = 'FXT';
export type FortiProxy = 'FPX';
export type Version = string;
export type UpgradePath = Automatic & string;
export type Automatic = 'auto';
export type Flags = number;
/**
 * The version each platform of the chosen devices is upgraded to.
 */
export type FirmwareVersions = {
  platform: Platform;
  product: Product;
  version: Version;
  'upgrade-path': UpgradePath;
  flags: Flags;
  'gui-auto-created'?: 0 | 1;
}[];

/** Firmware Template: Setup Upgrade wizard, step Firmware Template: a new template's name, when its devices upgrade, where images come from, and the version each platform is upgraded to. Defaults are those of templates created from the vulnerability view: no schedule window, images from FortiGuard, automatic upgrade path, no flags. */
export const schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "name",
    "schedule-type",
    "schedule-day",
    "image-source",
    "enforced version"
  ],
  "properties": {
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 35,
      "pattern": "^[^\\\\/\"'<>&|;#]*$",
      "errorMessage": {
        "minLength": "This field is required.",
        "maxLength": "The name cannot be longer than 35 characters.",
        "pattern": "The name cannot contain \\ / \" ' < > & | ; #"
      }
    },
    "schedule-type": {
      "type": "integer",
      "title": "Upgrade Schedule",
      "default": 0,
      "oneOf": [
        {
          "const": 0,
          "title": "As Soon As Possible"
        },
        {
          "const": 1,
          "title": "Daily"
        },
        {
          "const": 2,
          "title": "Weekly"
        }
      ]
    },
    "schedule-day": {
      "type": "integer",
      "title": "Day",
      "default": 0,
      "oneOf": [
        {
          "const": 0,
          "title": "None"
        },
        {
          "const": 1,
          "title": "Sunday"
        },
        {
          "const": 2,
          "title": "Monday"
        },
        {
          "const": 4,
          "title": "Tuesday"
        },
        {
          "const": 8,
          "title": "Wednesday"
        },
        {
          "const": 16,
          "title": "Thursday"
        },
        {
          "const": 32,
          "title": "Friday"
        },
        {
          "const": 64,
          "title": "Saturday"
        }
      ]
    },
    "schedule-start-time": {
      "type": "string",
      "title": "Start Time",
      "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
      "errorMessage": {
        "pattern": "Enter a time as HH:MM (00:00 to 23:59)."
      }
    },
    "schedule-end-time": {
      "type": "string",
      "title": "End Time",
      "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
      "errorMessage": {
        "pattern": "Enter a time as HH:MM (00:00 to 23:59)."
      }
    },
    "image-source": {
      "type": "integer",
      "title": "Image Source",
      "default": 0,
      "oneOf": [
        {
          "const": 0,
          "title": "FortiGuard"
        },
        {
          "const": 1,
          "title": "Local Images"
        }
      ]
    },
    "enforced version": {
      "type": "array",
      "title": "Firmware Versions",
      "description": "The version each platform of the chosen devices is upgraded to.",
      "default": [],
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "platform",
          "product",
          "version",
          "upgrade-path",
          "flags"
        ],
        "properties": {
          "platform": {
            "type": "string",
            "title": "Platform",
            "minLength": 1
          },
          "product": {
            "type": "string",
            "title": "Product",
            "oneOf": [
              {
                "const": "FGT",
                "title": "FortiGate"
              },
              {
                "const": "FAP",
                "title": "FortiAP"
              },
              {
                "const": "FSW",
                "title": "FortiSwitch"
              },
              {
                "const": "FXT",
                "title": "FortiExtender"
              },
              {
                "const": "FPX",
                "title": "FortiProxy"
              }
            ]
          },
          "version": {
            "type": "string",
            "title": "Version",
            "minLength": 1,
            "errorMessage": {
              "minLength": "This field is required."
            }
          },
          "upgrade-path": {
            "type": "string",
            "title": "Upgrade Path",
            "default": "auto",
            "oneOf": [
              {
                "const": "auto",
                "title": "Automatic"
              }
            ]
          },
          "flags": {
            "type": "integer",
            "title": "Flags",
            "minimum": 0,
            "default": 0
          },
          "gui-auto-created": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "default": 1
          }
        },
        "errorMessage": {
          "required": {
            "version": "This field is required."
          }
        }
      }
    }
  },
  "allOf": [
    {
      "if": {
        "required": [
          "schedule-type"
        ],
        "properties": {
          "schedule-type": {
            "enum": [
              1,
              2
            ]
          }
        }
      },
      "then": {
        "required": [
          "schedule-start-time",
          "schedule-end-time"
        ],
        "errorMessage": {
          "required": {
            "schedule-start-time": "This field is required.",
            "schedule-end-time": "This field is required."
          }
        }
      }
    },
    {
      "if": {
        "required": [
          "schedule-type"
        ],
        "properties": {
          "schedule-type": {
            "const": 2
          }
        }
      },
      "then": {
        "properties": {
          "schedule-day": {
            "minimum": 1,
            "errorMessage": {
              "minimum": "This field is required."
            }
          }
        }
      }
    }
  ],
  "errorMessage": {
    "required": {
      "name": "This field is required."
    }
  }
} as unknown as RJSFSchema;

export const uiSchema: UiSchema = {
  "ui:order": [
    "name",
    "schedule-type",
    "schedule-day",
    "schedule-start-time",
    "schedule-end-time",
    "image-source",
    "enforced version"
  ],
  "ui:hideError": true,
  "name": {
    "ui:autofocus": true,
    "ui:options": {
      "autocomplete": "off"
    },
    "ui:hideError": false
  },
  "schedule-type": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "schedule-day": {
    "ui:widget": "select",
    "ui:hideError": false
  },
  "schedule-start-time": {
    "ui:placeholder": "HH:MM",
    "ui:options": {
      "inputType": "time"
    },
    "ui:hideError": false
  },
  "schedule-end-time": {
    "ui:placeholder": "HH:MM",
    "ui:options": {
      "inputType": "time"
    },
    "ui:hideError": false
  },
  "image-source": {
    "ui:widget": "radio",
    "ui:options": {
      "inline": true
    },
    "ui:hideError": false
  },
  "enforced version": {
    "ui:options": {
      "addable": false,
      "removable": true,
      "orderable": false
    },
    "items": {
      "platform": {
        "ui:readonly": true
      },
      "product": {
        "ui:widget": "hidden"
      },
      "upgrade-path": {
        "ui:widget": "hidden"
      },
      "flags": {
        "ui:widget": "hidden"
      },
      "gui-auto-created": {
        "ui:widget": "hidden"
      },
      "ui:hideError": false,
      "version": {
        "ui:hideError": false
      }
    },
    "ui:hideError": false
  }
};

import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0: any = (__mod0_ns as any).default && (__mod0_ns as any).default.__esModule ? (__mod0_ns as any).default : __mod0_ns;
const exports: Record<string, any> = {};
exports["-a64f7b1"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["name","schedule-type","schedule-day","image-source","enforced version"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"schedule-type":{"type":"integer","title":"Upgrade Schedule","default":0,"oneOf":[{"const":0,"title":"As Soon As Possible"},{"const":1,"title":"Daily"},{"const":2,"title":"Weekly"}]},"schedule-day":{"type":"integer","title":"Day","default":0,"oneOf":[{"const":0,"title":"None"},{"const":1,"title":"Sunday"},{"const":2,"title":"Monday"},{"const":4,"title":"Tuesday"},{"const":8,"title":"Wednesday"},{"const":16,"title":"Thursday"},{"const":32,"title":"Friday"},{"const":64,"title":"Saturday"}]},"schedule-start-time":{"type":"string","title":"Start Time","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$","errorMessage":{"pattern":"Enter a time as HH:MM (00:00 to 23:59)."}},"schedule-end-time":{"type":"string","title":"End Time","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$","errorMessage":{"pattern":"Enter a time as HH:MM (00:00 to 23:59)."}},"image-source":{"type":"integer","title":"Image Source","default":0,"oneOf":[{"const":0,"title":"FortiGuard"},{"const":1,"title":"Local Images"}]},"enforced version":{"type":"array","title":"Firmware Versions","description":"The version each platform of the chosen devices is upgraded to.","default":[],"items":{"type":"object","additionalProperties":false,"required":["platform","product","version","upgrade-path","flags"],"properties":{"platform":{"type":"string","title":"Platform","minLength":1},"product":{"type":"string","title":"Product","oneOf":[{"const":"FGT","title":"FortiGate"},{"const":"FAP","title":"FortiAP"},{"const":"FSW","title":"FortiSwitch"},{"const":"FXT","title":"FortiExtender"},{"const":"FPX","title":"FortiProxy"}]},"version":{"type":"string","title":"Version","minLength":1,"errorMessage":{"minLength":"This field is required."}},"upgrade-path":{"type":"string","title":"Upgrade Path","default":"auto","oneOf":[{"const":"auto","title":"Automatic"}]},"flags":{"type":"integer","title":"Flags","minimum":0,"default":0},"gui-auto-created":{"type":"integer","enum":[0,1],"default":1}},"errorMessage":{"required":{"version":"This field is required."}}}}},"allOf":[{"if":{"required":["schedule-type"],"properties":{"schedule-type":{"enum":[1,2]}}},"then":{"required":["schedule-start-time","schedule-end-time"],"errorMessage":{"required":{"schedule-start-time":"This field is required.","schedule-end-time":"This field is required."}}}},{"if":{"required":["schedule-type"],"properties":{"schedule-type":{"const":2}}},"then":{"properties":{"schedule-day":{"minimum":1,"errorMessage":{"minimum":"This field is required."}}}}}],"errorMessage":{"required":{"name":"This field is required."}},"$id":"-a64f7b1"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^([01]\\d|2[0-3]):[0-5]\\d$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data["schedule-type"] === undefined) && (missing0 = "schedule-type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data["schedule-type"] !== undefined){
let data0 = data["schedule-type"];
if(!((data0 === 1) || (data0 === 2))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["schedule-start-time"] === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "schedule-start-time"},message:"must have required property '"+"schedule-start-time"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["schedule-end-time"] === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "schedule-end-time"},message:"must have required property '"+"schedule-end-time"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"schedule-start-time":[],"schedule-end-time":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(14)))){
emPropParams0 = obj0[err4.keyword];
emParamsErrors0 = emErrors0[err4.keyword][err4.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err4);
err4.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err5 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.allOf[0].then.errorMessage[key0][keyProp0],schema:schema53.allOf[0].then.errorMessage,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err7 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data["schedule-type"] === undefined) && (missing1 = "schedule-type")){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data["schedule-type"] !== undefined){
if(2 !== data["schedule-type"]){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["schedule-day"] !== undefined){
let data2 = data["schedule-day"];
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/allOf/1/then/properties/schedule-day/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.allOf[1].then.properties["schedule-day"],data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/schedule-day")) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/allOf/1/then/properties/schedule-day") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(38)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/allOf/1/then/properties/schedule-day/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.allOf[1].then.properties["schedule-day"].errorMessage[key1],schema:schema53.allOf[1].then.properties["schedule-day"].errorMessage,parentSchema:schema53.allOf[1].then.properties["schedule-day"],data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props0 = {};
props0["schedule-day"] = true;
props0["schedule-type"] = true;
}
}
if(!valid3){
const err14 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[1].if,parentSchema:schema53.allOf[1],data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0["schedule-type"] = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data["schedule-type"] === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule-type"},message:"must have required property '"+"schedule-type"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data["schedule-day"] === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule-day"},message:"must have required property '"+"schedule-day"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data["image-source"] === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image-source"},message:"must have required property '"+"image-source"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data["enforced version"] === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enforced version"},message:"must have required property '"+"enforced version"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data){
if(!(((((((key2 === "name") || (key2 === "schedule-type")) || (key2 === "schedule-day")) || (key2 === "schedule-start-time")) || (key2 === "schedule-end-time")) || (key2 === "image-source")) || (key2 === "enforced version"))){
const err20 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 === "string"){
if(func1(data3) > 35){
const err21 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data3) < 1){
const err22 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern4.test(data3)){
const err23 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates2 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/name")) && (err25.keyword in emErrors2)) && (err25.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(17)))){
emErrors2[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err26 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema53.properties.name.errorMessage[key3],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs2 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs2.push(err27);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["schedule-type"] !== undefined){
let data4 = data["schedule-type"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err28 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["schedule-type"].type,parentSchema:schema53.properties["schedule-type"],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs17 = errors;
let valid7 = false;
let passing0 = null;
const _errs18 = errors;
if(0 !== data4){
const err29 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/oneOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema53.properties["schedule-type"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs18 === errors;
if(_valid2){
valid7 = true;
passing0 = 0;
}
const _errs19 = errors;
if(1 !== data4){
const err30 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/oneOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema53.properties["schedule-type"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid2 = _errs19 === errors;
if(_valid2 && valid7){
valid7 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid7 = true;
passing0 = 1;
}
const _errs20 = errors;
if(2 !== data4){
const err31 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/oneOf/2/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema53.properties["schedule-type"].oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid2 = _errs20 === errors;
if(_valid2 && valid7){
valid7 = false;
passing0 = [passing0, 2];
}
else {
if(_valid2){
valid7 = true;
passing0 = 2;
}
}
}
if(!valid7){
const err32 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["schedule-type"].oneOf,parentSchema:schema53.properties["schedule-type"],data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data["schedule-day"] !== undefined){
let data5 = data["schedule-day"];
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err33 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["schedule-day"].type,parentSchema:schema53.properties["schedule-day"],data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs23 = errors;
let valid8 = false;
let passing1 = null;
const _errs24 = errors;
if(0 !== data5){
const err34 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema53.properties["schedule-day"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid3 = _errs24 === errors;
if(_valid3){
valid8 = true;
passing1 = 0;
}
const _errs25 = errors;
if(1 !== data5){
const err35 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema53.properties["schedule-day"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs25 === errors;
if(_valid3 && valid8){
valid8 = false;
passing1 = [passing1, 1];
}
else {
if(_valid3){
valid8 = true;
passing1 = 1;
}
const _errs26 = errors;
if(2 !== data5){
const err36 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/2/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema53.properties["schedule-day"].oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid3 = _errs26 === errors;
if(_valid3 && valid8){
valid8 = false;
passing1 = [passing1, 2];
}
else {
if(_valid3){
valid8 = true;
passing1 = 2;
}
const _errs27 = errors;
if(4 !== data5){
const err37 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/3/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant",schema:4,parentSchema:schema53.properties["schedule-day"].oneOf[3],data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid3 = _errs27 === errors;
if(_valid3 && valid8){
valid8 = false;
passing1 = [passing1, 3];
}
else {
if(_valid3){
valid8 = true;
passing1 = 3;
}
const _errs28 = errors;
if(8 !== data5){
const err38 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/4/const",keyword:"const",params:{allowedValue: 8},message:"must be equal to constant",schema:8,parentSchema:schema53.properties["schedule-day"].oneOf[4],data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid3 = _errs28 === errors;
if(_valid3 && valid8){
valid8 = false;
passing1 = [passing1, 4];
}
else {
if(_valid3){
valid8 = true;
passing1 = 4;
}
const _errs29 = errors;
if(16 !== data5){
const err39 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/5/const",keyword:"const",params:{allowedValue: 16},message:"must be equal to constant",schema:16,parentSchema:schema53.properties["schedule-day"].oneOf[5],data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid3 = _errs29 === errors;
if(_valid3 && valid8){
valid8 = false;
passing1 = [passing1, 5];
}
else {
if(_valid3){
valid8 = true;
passing1 = 5;
}
const _errs30 = errors;
if(32 !== data5){
const err40 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/6/const",keyword:"const",params:{allowedValue: 32},message:"must be equal to constant",schema:32,parentSchema:schema53.properties["schedule-day"].oneOf[6],data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid3 = _errs30 === errors;
if(_valid3 && valid8){
valid8 = false;
passing1 = [passing1, 6];
}
else {
if(_valid3){
valid8 = true;
passing1 = 6;
}
const _errs31 = errors;
if(64 !== data5){
const err41 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/7/const",keyword:"const",params:{allowedValue: 64},message:"must be equal to constant",schema:64,parentSchema:schema53.properties["schedule-day"].oneOf[7],data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid3 = _errs31 === errors;
if(_valid3 && valid8){
valid8 = false;
passing1 = [passing1, 7];
}
else {
if(_valid3){
valid8 = true;
passing1 = 7;
}
}
}
}
}
}
}
}
if(!valid8){
const err42 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["schedule-day"].oneOf,parentSchema:schema53.properties["schedule-day"],data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data["schedule-start-time"] !== undefined){
let data6 = data["schedule-start-time"];
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err43 = {instancePath:instancePath+"/schedule-start-time",schemaPath:"#/properties/schedule-start-time/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema53.properties["schedule-start-time"],data:data6};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/schedule-start-time",schemaPath:"#/properties/schedule-start-time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["schedule-start-time"].type,parentSchema:schema53.properties["schedule-start-time"],data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"pattern":[]};
const templates3 = {};
for(const err45 of vErrors){
if((((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && (err45.instancePath === instancePath+"/schedule-start-time")) && (err45.keyword in emErrors3)) && (err45.schemaPath.indexOf("#/properties/schedule-start-time") === 0)) && (/^\/[^\/]*$/.test(err45.schemaPath.slice(32)))){
emErrors3[err45.keyword].push(err45);
err45.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err46 = {instancePath:instancePath+"/schedule-start-time",schemaPath:"#/properties/schedule-start-time/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema53.properties["schedule-start-time"].errorMessage[key4],schema:schema53.properties["schedule-start-time"].errorMessage,parentSchema:schema53.properties["schedule-start-time"],data:data6};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
const emErrs3 = [];
for(const err47 of vErrors){
if(!err47.emUsed){
emErrs3.push(err47);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["schedule-end-time"] !== undefined){
let data7 = data["schedule-end-time"];
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err48 = {instancePath:instancePath+"/schedule-end-time",schemaPath:"#/properties/schedule-end-time/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema53.properties["schedule-end-time"],data:data7};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/schedule-end-time",schemaPath:"#/properties/schedule-end-time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["schedule-end-time"].type,parentSchema:schema53.properties["schedule-end-time"],data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"pattern":[]};
const templates4 = {};
for(const err50 of vErrors){
if((((((err50.keyword !== "errorMessage") && (!err50.emUsed)) && (err50.instancePath === instancePath+"/schedule-end-time")) && (err50.keyword in emErrors4)) && (err50.schemaPath.indexOf("#/properties/schedule-end-time") === 0)) && (/^\/[^\/]*$/.test(err50.schemaPath.slice(30)))){
emErrors4[err50.keyword].push(err50);
err50.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err51 = {instancePath:instancePath+"/schedule-end-time",schemaPath:"#/properties/schedule-end-time/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema53.properties["schedule-end-time"].errorMessage[key5],schema:schema53.properties["schedule-end-time"].errorMessage,parentSchema:schema53.properties["schedule-end-time"],data:data7};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
const emErrs4 = [];
for(const err52 of vErrors){
if(!err52.emUsed){
emErrs4.push(err52);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data["image-source"] !== undefined){
let data8 = data["image-source"];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err53 = {instancePath:instancePath+"/image-source",schemaPath:"#/properties/image-source/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["image-source"].type,parentSchema:schema53.properties["image-source"],data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const _errs38 = errors;
let valid9 = false;
let passing2 = null;
const _errs39 = errors;
if(0 !== data8){
const err54 = {instancePath:instancePath+"/image-source",schemaPath:"#/properties/image-source/oneOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema53.properties["image-source"].oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid4 = _errs39 === errors;
if(_valid4){
valid9 = true;
passing2 = 0;
}
const _errs40 = errors;
if(1 !== data8){
const err55 = {instancePath:instancePath+"/image-source",schemaPath:"#/properties/image-source/oneOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema53.properties["image-source"].oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid4 = _errs40 === errors;
if(_valid4 && valid9){
valid9 = false;
passing2 = [passing2, 1];
}
else {
if(_valid4){
valid9 = true;
passing2 = 1;
}
}
if(!valid9){
const err56 = {instancePath:instancePath+"/image-source",schemaPath:"#/properties/image-source/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["image-source"].oneOf,parentSchema:schema53.properties["image-source"],data:data8};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data["enforced version"] !== undefined){
let data9 = data["enforced version"];
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.platform === undefined){
const err57 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "platform"},message:"must have required property '"+"platform"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data10.product === undefined){
const err58 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data10.version === undefined){
const err59 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data10["upgrade-path"] === undefined){
const err60 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "upgrade-path"},message:"must have required property '"+"upgrade-path"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data10.flags === undefined){
const err61 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "flags"},message:"must have required property '"+"flags"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key6 in data10){
if(!((((((key6 === "platform") || (key6 === "product")) || (key6 === "version")) || (key6 === "upgrade-path")) || (key6 === "flags")) || (key6 === "gui-auto-created"))){
const err62 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data10.platform !== undefined){
let data11 = data10.platform;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err63 = {instancePath:instancePath+"/enforced version/" + i0+"/platform",schemaPath:"#/properties/enforced%20version/items/properties/platform/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["enforced version"].items.properties.platform,data:data11};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/enforced version/" + i0+"/platform",schemaPath:"#/properties/enforced%20version/items/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["enforced version"].items.properties.platform.type,parentSchema:schema53.properties["enforced version"].items.properties.platform,data:data11};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data10.product !== undefined){
let data12 = data10.product;
if(typeof data12 !== "string"){
const err65 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["enforced version"].items.properties.product.type,parentSchema:schema53.properties["enforced version"].items.properties.product,data:data12};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
const _errs50 = errors;
let valid13 = false;
let passing3 = null;
const _errs51 = errors;
if("FGT" !== data12){
const err66 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/0/const",keyword:"const",params:{allowedValue: "FGT"},message:"must be equal to constant",schema:"FGT",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[0],data:data12};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid5 = _errs51 === errors;
if(_valid5){
valid13 = true;
passing3 = 0;
}
const _errs52 = errors;
if("FAP" !== data12){
const err67 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/1/const",keyword:"const",params:{allowedValue: "FAP"},message:"must be equal to constant",schema:"FAP",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[1],data:data12};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid5 = _errs52 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 1];
}
else {
if(_valid5){
valid13 = true;
passing3 = 1;
}
const _errs53 = errors;
if("FSW" !== data12){
const err68 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/2/const",keyword:"const",params:{allowedValue: "FSW"},message:"must be equal to constant",schema:"FSW",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[2],data:data12};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid5 = _errs53 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 2];
}
else {
if(_valid5){
valid13 = true;
passing3 = 2;
}
const _errs54 = errors;
if("FXT" !== data12){
const err69 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/3/const",keyword:"const",params:{allowedValue: "FXT"},message:"must be equal to constant",schema:"FXT",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[3],data:data12};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid5 = _errs54 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 3];
}
else {
if(_valid5){
valid13 = true;
passing3 = 3;
}
const _errs55 = errors;
if("FPX" !== data12){
const err70 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/4/const",keyword:"const",params:{allowedValue: "FPX"},message:"must be equal to constant",schema:"FPX",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[4],data:data12};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid5 = _errs55 === errors;
if(_valid5 && valid13){
valid13 = false;
passing3 = [passing3, 4];
}
else {
if(_valid5){
valid13 = true;
passing3 = 4;
}
}
}
}
}
if(!valid13){
const err71 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["enforced version"].items.properties.product.oneOf,parentSchema:schema53.properties["enforced version"].items.properties.product,data:data12};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
}
if(data10.version !== undefined){
let data13 = data10.version;
if(typeof data13 === "string"){
if(func1(data13) < 1){
const err72 = {instancePath:instancePath+"/enforced version/" + i0+"/version",schemaPath:"#/properties/enforced%20version/items/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["enforced version"].items.properties.version,data:data13};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/enforced version/" + i0+"/version",schemaPath:"#/properties/enforced%20version/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["enforced version"].items.properties.version.type,parentSchema:schema53.properties["enforced version"].items.properties.version,data:data13};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"minLength":[]};
const templates5 = {};
for(const err74 of vErrors){
if((((((err74.keyword !== "errorMessage") && (!err74.emUsed)) && (err74.instancePath === instancePath+"/enforced version/" + i0+"/version")) && (err74.keyword in emErrors5)) && (err74.schemaPath.indexOf("#/properties/enforced%20version/items/properties/version") === 0)) && (/^\/[^\/]*$/.test(err74.schemaPath.slice(56)))){
emErrors5[err74.keyword].push(err74);
err74.emUsed = true;
}
}
for(const key7 in emErrors5){
if(emErrors5[key7].length){
const err75 = {instancePath:instancePath+"/enforced version/" + i0+"/version",schemaPath:"#/properties/enforced%20version/items/properties/version/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key7]},message:key7 in templates5 ? templates5[key7]() : schema53.properties["enforced version"].items.properties.version.errorMessage[key7],schema:schema53.properties["enforced version"].items.properties.version.errorMessage,parentSchema:schema53.properties["enforced version"].items.properties.version,data:data13};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
const emErrs5 = [];
for(const err76 of vErrors){
if(!err76.emUsed){
emErrs5.push(err76);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data10["upgrade-path"] !== undefined){
let data14 = data10["upgrade-path"];
if(typeof data14 !== "string"){
const err77 = {instancePath:instancePath+"/enforced version/" + i0+"/upgrade-path",schemaPath:"#/properties/enforced%20version/items/properties/upgrade-path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["enforced version"].items.properties["upgrade-path"].type,parentSchema:schema53.properties["enforced version"].items.properties["upgrade-path"],data:data14};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
const _errs60 = errors;
let valid14 = false;
let passing4 = null;
const _errs61 = errors;
if("auto" !== data14){
const err78 = {instancePath:instancePath+"/enforced version/" + i0+"/upgrade-path",schemaPath:"#/properties/enforced%20version/items/properties/upgrade-path/oneOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema53.properties["enforced version"].items.properties["upgrade-path"].oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid6 = _errs61 === errors;
if(_valid6){
valid14 = true;
passing4 = 0;
}
if(!valid14){
const err79 = {instancePath:instancePath+"/enforced version/" + i0+"/upgrade-path",schemaPath:"#/properties/enforced%20version/items/properties/upgrade-path/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema53.properties["enforced version"].items.properties["upgrade-path"].oneOf,parentSchema:schema53.properties["enforced version"].items.properties["upgrade-path"],data:data14};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
}
if(data10.flags !== undefined){
let data15 = data10.flags;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err80 = {instancePath:instancePath+"/enforced version/" + i0+"/flags",schemaPath:"#/properties/enforced%20version/items/properties/flags/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["enforced version"].items.properties.flags.type,parentSchema:schema53.properties["enforced version"].items.properties.flags,data:data15};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 < 0 || isNaN(data15)){
const err81 = {instancePath:instancePath+"/enforced version/" + i0+"/flags",schemaPath:"#/properties/enforced%20version/items/properties/flags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["enforced version"].items.properties.flags,data:data15};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
if(data10["gui-auto-created"] !== undefined){
let data16 = data10["gui-auto-created"];
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err82 = {instancePath:instancePath+"/enforced version/" + i0+"/gui-auto-created",schemaPath:"#/properties/enforced%20version/items/properties/gui-auto-created/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["enforced version"].items.properties["gui-auto-created"].type,parentSchema:schema53.properties["enforced version"].items.properties["gui-auto-created"],data:data16};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(!((data16 === 0) || (data16 === 1))){
const err83 = {instancePath:instancePath+"/enforced version/" + i0+"/gui-auto-created",schemaPath:"#/properties/enforced%20version/items/properties/gui-auto-created/enum",keyword:"enum",params:{allowedValues: schema53.properties["enforced version"].items.properties["gui-auto-created"].enum},message:"must be equal to one of the allowed values",schema:schema53.properties["enforced version"].items.properties["gui-auto-created"].enum,parentSchema:schema53.properties["enforced version"].items.properties["gui-auto-created"],data:data16};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties["enforced version"].items.type,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"required":{"version":[]}};
const templates6 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err85 of vErrors){
if((((((err85.keyword !== "errorMessage") && (!err85.emUsed)) && (err85.instancePath === instancePath+"/enforced version/" + i0)) && (err85.keyword in emErrors6)) && (err85.schemaPath.indexOf("#/properties/enforced%20version/items") === 0)) && (/^\/[^\/]*$/.test(err85.schemaPath.slice(37)))){
emPropParams1 = obj0[err85.keyword];
emParamsErrors1 = emErrors6[err85.keyword][err85.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err85);
err85.emUsed = true;
}
}
}
for(const key8 in emErrors6){
for(const keyProp1 in emErrors6[key8]){
emParamsErrors1 = emErrors6[key8][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates6[key8] && templates6[key8][keyProp1];
const err86 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.properties["enforced version"].items.errorMessage[key8][keyProp1],schema:schema53.properties["enforced version"].items.errorMessage,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
const emErrs6 = [];
for(const err87 of vErrors){
if(!err87.emUsed){
emErrs6.push(err87);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err88 = {instancePath:instancePath+"/enforced version",schemaPath:"#/properties/enforced%20version/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["enforced version"].type,parentSchema:schema53.properties["enforced version"],data:data9};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"required":{"name":[]}};
const templates7 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err90 of vErrors){
if((((((err90.keyword !== "errorMessage") && (!err90.emUsed)) && (err90.instancePath === instancePath)) && (err90.keyword in emErrors7)) && (err90.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err90.schemaPath.slice(1)))){
emPropParams2 = obj0[err90.keyword];
emParamsErrors2 = emErrors7[err90.keyword][err90.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err90);
err90.emUsed = true;
}
}
}
for(const key9 in emErrors7){
for(const keyProp2 in emErrors7[key9]){
emParamsErrors2 = emErrors7[key9][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates7[key9] && templates7[key9][keyProp2];
const err91 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema53.errorMessage[key9][keyProp2],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err92 of vErrors){
if(!err92.emUsed){
emErrs7.push(err92);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-53366f88"] = validate25;
const schema54 = {"required":["schedule-type"],"properties":{"schedule-type":{"enum":[1,2]}},"$id":"-53366f88"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["schedule-type"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule-type"},message:"must have required property '"+"schedule-type"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["schedule-type"] !== undefined){
let data0 = data["schedule-type"];
if(!((data0 === 1) || (data0 === 2))){
const err1 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/enum",keyword:"enum",params:{allowedValues: schema54.properties["schedule-type"].enum},message:"must be equal to one of the allowed values",schema:schema54.properties["schedule-type"].enum,parentSchema:schema54.properties["schedule-type"],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"schedule-type":true},"dynamicProps":false,"dynamicItems":false};

exports["2bbc0853"] = validate26;
const schema55 = {"required":["schedule-type"],"properties":{"schedule-type":{"const":2}},"$id":"2bbc0853"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["schedule-type"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule-type"},message:"must have required property '"+"schedule-type"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["schedule-type"] !== undefined){
let data0 = data["schedule-type"];
if(2 !== data0){
const err1 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema55.properties["schedule-type"],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"schedule-type":true},"dynamicProps":false,"dynamicItems":false};

exports["7236a6ff"] = validate27;
const schema56 = {"const":0,"title":"As Soon As Possible","$id":"7236a6ff"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-6cb2c91"] = validate28;
const schema57 = {"const":1,"title":"Daily","$id":"-6cb2c91"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7d791702"] = validate29;
const schema58 = {"const":2,"title":"Weekly","$id":"7d791702"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2e85f689"] = validate30;
const schema59 = {"const":0,"title":"None","$id":"-2e85f689"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6da1aed0"] = validate31;
const schema60 = {"const":1,"title":"Sunday","$id":"6da1aed0"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7160602f"] = validate32;
const schema61 = {"const":2,"title":"Monday","$id":"-7160602f"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-30a0ad00"] = validate33;
const schema62 = {"const":4,"title":"Tuesday","$id":"-30a0ad00"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(4 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant",schema:4,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4013a9bb"] = validate34;
const schema63 = {"const":8,"title":"Wednesday","$id":"-4013a9bb"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(8 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 8},message:"must be equal to constant",schema:8,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7da003b6"] = validate35;
const schema64 = {"const":16,"title":"Thursday","$id":"7da003b6"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(16 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 16},message:"must be equal to constant",schema:16,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-79c44c0b"] = validate36;
const schema65 = {"const":32,"title":"Friday","$id":"-79c44c0b"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(32 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 32},message:"must be equal to constant",schema:32,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["37feefee"] = validate37;
const schema66 = {"const":64,"title":"Saturday","$id":"37feefee"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(64 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 64},message:"must be equal to constant",schema:64,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4b39e83a"] = validate38;
const schema67 = {"const":0,"title":"FortiGuard","$id":"-4b39e83a"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4b92fd13"] = validate39;
const schema68 = {"const":1,"title":"Local Images","$id":"-4b92fd13"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-642ced01"] = validate40;
const schema69 = {"const":"FGT","title":"FortiGate","$id":"-642ced01"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FGT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FGT"},message:"must be equal to constant",schema:"FGT",parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["67c21dc5"] = validate41;
const schema70 = {"const":"FAP","title":"FortiAP","$id":"67c21dc5"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FAP" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FAP"},message:"must be equal to constant",schema:"FAP",parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-11625ea1"] = validate42;
const schema71 = {"const":"FSW","title":"FortiSwitch","$id":"-11625ea1"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FSW" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FSW"},message:"must be equal to constant",schema:"FSW",parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6df7ad4a"] = validate43;
const schema72 = {"const":"FXT","title":"FortiExtender","$id":"6df7ad4a"};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FXT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FXT"},message:"must be equal to constant",schema:"FXT",parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6d261ed5"] = validate44;
const schema73 = {"const":"FPX","title":"FortiProxy","$id":"6d261ed5"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FPX" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FPX"},message:"must be equal to constant",schema:"FPX",parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3a4cf967"] = validate45;
const schema74 = {"const":"auto","title":"Automatic","$id":"-3a4cf967"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("auto" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
