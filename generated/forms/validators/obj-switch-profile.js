// generated from specs/forms/obj-switch-profile.schema.json and obj-switch-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-6241fa2d"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"login-passwd-override":{"type":"string","title":"Override Admin Password","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"login-passwd":{"type":"string","title":"Admin Password","minLength":8,"maxLength":128,"errorMessage":{"minLength":"The password must be 8 to 128 characters.","maxLength":"The password must be 8 to 128 characters."}},"revision-backup-on-logout":{"type":"string","title":"Back Up Configuration on Logout","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"revision-backup-on-upgrade":{"type":"string","title":"Back Up Configuration on Upgrade","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"}},"errorMessage":{"required":{"name":"This field is required."}},"allOf":[{"if":{"properties":{"login-passwd-override":{"const":"enable"}},"required":["login-passwd-override"]},"then":{"required":["login-passwd"],"errorMessage":{"required":{"login-passwd":"Enter the admin password the switches use."}}}}],"$id":"-6241fa2d"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");

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
if((data["login-passwd-override"] === undefined) && (missing0 = "login-passwd-override")){
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
if(data["login-passwd-override"] !== undefined){
if("enable" !== data["login-passwd-override"]){
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
if(data["login-passwd"] === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "login-passwd"},message:"must have required property '"+"login-passwd"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"login-passwd":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(14)))){
emPropParams0 = obj0[err3.keyword];
emParamsErrors0 = emErrors0[err3.keyword][err3.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err3);
err3.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err4 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.allOf[0].then.errorMessage[key0][keyProp0],schema:schema53.allOf[0].then.errorMessage,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err6 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 35){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data1)){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/name")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(17)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.name.errorMessage[key1],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["login-passwd-override"] !== undefined){
let data2 = data["login-passwd-override"];
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/login-passwd-override",schemaPath:"#/properties/login-passwd-override/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["login-passwd-override"].type,parentSchema:schema53.properties["login-passwd-override"],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs11 = errors;
let valid4 = false;
let passing0 = null;
const _errs12 = errors;
if("enable" !== data2){
const err16 = {instancePath:instancePath+"/login-passwd-override",schemaPath:"#/properties/login-passwd-override/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["login-passwd-override"].oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs13 = errors;
if("disable" !== data2){
const err17 = {instancePath:instancePath+"/login-passwd-override",schemaPath:"#/properties/login-passwd-override/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["login-passwd-override"].oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs13 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err18 = {instancePath:instancePath+"/login-passwd-override",schemaPath:"#/properties/login-passwd-override/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["login-passwd-override"].oneOf,parentSchema:schema53.properties["login-passwd-override"],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data["login-passwd"] !== undefined){
let data3 = data["login-passwd"];
if(typeof data3 === "string"){
if(func1(data3) > 128){
const err19 = {instancePath:instancePath+"/login-passwd",schemaPath:"#/properties/login-passwd/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema53.properties["login-passwd"],data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data3) < 8){
const err20 = {instancePath:instancePath+"/login-passwd",schemaPath:"#/properties/login-passwd/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters",schema:8,parentSchema:schema53.properties["login-passwd"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/login-passwd",schemaPath:"#/properties/login-passwd/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["login-passwd"].type,parentSchema:schema53.properties["login-passwd"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[]};
const templates2 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/login-passwd")) && (err22.keyword in emErrors2)) && (err22.schemaPath.indexOf("#/properties/login-passwd") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(25)))){
emErrors2[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err23 = {instancePath:instancePath+"/login-passwd",schemaPath:"#/properties/login-passwd/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["login-passwd"].errorMessage[key2],schema:schema53.properties["login-passwd"].errorMessage,parentSchema:schema53.properties["login-passwd"],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs2 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs2.push(err24);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["revision-backup-on-logout"] !== undefined){
let data4 = data["revision-backup-on-logout"];
if(typeof data4 !== "string"){
const err25 = {instancePath:instancePath+"/revision-backup-on-logout",schemaPath:"#/properties/revision-backup-on-logout/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["revision-backup-on-logout"].type,parentSchema:schema53.properties["revision-backup-on-logout"],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs18 = errors;
let valid5 = false;
let passing1 = null;
const _errs19 = errors;
if("enable" !== data4){
const err26 = {instancePath:instancePath+"/revision-backup-on-logout",schemaPath:"#/properties/revision-backup-on-logout/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["revision-backup-on-logout"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs19 === errors;
if(_valid2){
valid5 = true;
passing1 = 0;
}
const _errs20 = errors;
if("disable" !== data4){
const err27 = {instancePath:instancePath+"/revision-backup-on-logout",schemaPath:"#/properties/revision-backup-on-logout/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["revision-backup-on-logout"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs20 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err28 = {instancePath:instancePath+"/revision-backup-on-logout",schemaPath:"#/properties/revision-backup-on-logout/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["revision-backup-on-logout"].oneOf,parentSchema:schema53.properties["revision-backup-on-logout"],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data["revision-backup-on-upgrade"] !== undefined){
let data5 = data["revision-backup-on-upgrade"];
if(typeof data5 !== "string"){
const err29 = {instancePath:instancePath+"/revision-backup-on-upgrade",schemaPath:"#/properties/revision-backup-on-upgrade/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["revision-backup-on-upgrade"].type,parentSchema:schema53.properties["revision-backup-on-upgrade"],data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs23 = errors;
let valid6 = false;
let passing2 = null;
const _errs24 = errors;
if("enable" !== data5){
const err30 = {instancePath:instancePath+"/revision-backup-on-upgrade",schemaPath:"#/properties/revision-backup-on-upgrade/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["revision-backup-on-upgrade"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs24 === errors;
if(_valid3){
valid6 = true;
passing2 = 0;
}
const _errs25 = errors;
if("disable" !== data5){
const err31 = {instancePath:instancePath+"/revision-backup-on-upgrade",schemaPath:"#/properties/revision-backup-on-upgrade/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["revision-backup-on-upgrade"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs25 === errors;
if(_valid3 && valid6){
valid6 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid6 = true;
passing2 = 1;
}
}
if(!valid6){
const err32 = {instancePath:instancePath+"/revision-backup-on-upgrade",schemaPath:"#/properties/revision-backup-on-upgrade/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["revision-backup-on-upgrade"].oneOf,parentSchema:schema53.properties["revision-backup-on-upgrade"],data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"name":[]}};
const templates3 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath)) && (err34.keyword in emErrors3)) && (err34.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(1)))){
emPropParams1 = obj0[err34.keyword];
emParamsErrors1 = emErrors3[err34.keyword][err34.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err34);
err34.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp1 in emErrors3[key3]){
emParamsErrors1 = emErrors3[key3][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates3[key3] && templates3[key3][keyProp1];
const err35 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key3][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs3.push(err36);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["28dd2a1a"] = validate25;
const schema54 = {"properties":{"login-passwd-override":{"const":"enable"}},"required":["login-passwd-override"],"$id":"28dd2a1a"};

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
if(data["login-passwd-override"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "login-passwd-override"},message:"must have required property '"+"login-passwd-override"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["login-passwd-override"] !== undefined){
let data0 = data["login-passwd-override"];
if("enable" !== data0){
const err1 = {instancePath:instancePath+"/login-passwd-override",schemaPath:"#/properties/login-passwd-override/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54.properties["login-passwd-override"],data:data0};
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
validate25.evaluated = {"props":{"login-passwd-override":true},"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate26;
const schema55 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate27;
const schema56 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema56,data};
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

export const validateFns = exports;
