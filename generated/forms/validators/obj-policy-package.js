// generated from specs/forms/obj-policy-package.schema.json and obj-policy-package.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-bc3aed"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"install-targets":{"type":"array","title":"Installation Targets","uniqueItems":true,"items":{"type":"string","title":"Device","minLength":1,"maxLength":35,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 35 characters."}},"description":"Managed FortiGates the package is installed on."},"ngfw-mode":{"type":"string","title":"NGFW Mode","oneOf":[{"const":"profile-based","title":"Profile-based"},{"const":"policy-based","title":"Policy-based"}],"default":"profile-based"},"inspection-mode":{"type":"string","title":"Inspection Mode","oneOf":[{"const":"flow","title":"Flow-based"},{"const":"proxy","title":"Proxy-based"}],"default":"flow"},"central-nat":{"type":"string","title":"Central SNAT","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"fwpolicy-implicit-log":{"type":"string","title":"Log Implicit Deny","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"comments":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"-bc3aed"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/name")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data["install-targets"] !== undefined){
let data1 = data["install-targets"];
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func1(data2) > 35){
const err8 = {instancePath:instancePath+"/install-targets/" + i0,schemaPath:"#/properties/install-targets/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties["install-targets"].items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/install-targets/" + i0,schemaPath:"#/properties/install-targets/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["install-targets"].items,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/install-targets/" + i0,schemaPath:"#/properties/install-targets/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["install-targets"].items.type,parentSchema:schema53.properties["install-targets"].items,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/install-targets/" + i0)) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/properties/install-targets/items") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(34)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath:instancePath+"/install-targets/" + i0,schemaPath:"#/properties/install-targets/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["install-targets"].items.errorMessage[key1],schema:schema53.properties["install-targets"].items.errorMessage,parentSchema:schema53.properties["install-targets"].items,data:data2};
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
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err14 = {instancePath:instancePath+"/install-targets",schemaPath:"#/properties/install-targets/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties["install-targets"],data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err15 = {instancePath:instancePath+"/install-targets",schemaPath:"#/properties/install-targets/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["install-targets"].type,parentSchema:schema53.properties["install-targets"],data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data["ngfw-mode"] !== undefined){
let data3 = data["ngfw-mode"];
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/ngfw-mode",schemaPath:"#/properties/ngfw-mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ngfw-mode"].type,parentSchema:schema53.properties["ngfw-mode"],data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs10 = errors;
let valid4 = false;
let passing0 = null;
const _errs11 = errors;
if("profile-based" !== data3){
const err17 = {instancePath:instancePath+"/ngfw-mode",schemaPath:"#/properties/ngfw-mode/oneOf/0/const",keyword:"const",params:{allowedValue: "profile-based"},message:"must be equal to constant",schema:"profile-based",parentSchema:schema53.properties["ngfw-mode"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs12 = errors;
if("policy-based" !== data3){
const err18 = {instancePath:instancePath+"/ngfw-mode",schemaPath:"#/properties/ngfw-mode/oneOf/1/const",keyword:"const",params:{allowedValue: "policy-based"},message:"must be equal to constant",schema:"policy-based",parentSchema:schema53.properties["ngfw-mode"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err19 = {instancePath:instancePath+"/ngfw-mode",schemaPath:"#/properties/ngfw-mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["ngfw-mode"].oneOf,parentSchema:schema53.properties["ngfw-mode"],data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data["inspection-mode"] !== undefined){
let data4 = data["inspection-mode"];
if(typeof data4 !== "string"){
const err20 = {instancePath:instancePath+"/inspection-mode",schemaPath:"#/properties/inspection-mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["inspection-mode"].type,parentSchema:schema53.properties["inspection-mode"],data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs15 = errors;
let valid5 = false;
let passing1 = null;
const _errs16 = errors;
if("flow" !== data4){
const err21 = {instancePath:instancePath+"/inspection-mode",schemaPath:"#/properties/inspection-mode/oneOf/0/const",keyword:"const",params:{allowedValue: "flow"},message:"must be equal to constant",schema:"flow",parentSchema:schema53.properties["inspection-mode"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs17 = errors;
if("proxy" !== data4){
const err22 = {instancePath:instancePath+"/inspection-mode",schemaPath:"#/properties/inspection-mode/oneOf/1/const",keyword:"const",params:{allowedValue: "proxy"},message:"must be equal to constant",schema:"proxy",parentSchema:schema53.properties["inspection-mode"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err23 = {instancePath:instancePath+"/inspection-mode",schemaPath:"#/properties/inspection-mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["inspection-mode"].oneOf,parentSchema:schema53.properties["inspection-mode"],data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data["central-nat"] !== undefined){
let data5 = data["central-nat"];
if(typeof data5 !== "string"){
const err24 = {instancePath:instancePath+"/central-nat",schemaPath:"#/properties/central-nat/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["central-nat"].type,parentSchema:schema53.properties["central-nat"],data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs20 = errors;
let valid6 = false;
let passing2 = null;
const _errs21 = errors;
if("enable" !== data5){
const err25 = {instancePath:instancePath+"/central-nat",schemaPath:"#/properties/central-nat/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["central-nat"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs21 === errors;
if(_valid2){
valid6 = true;
passing2 = 0;
}
const _errs22 = errors;
if("disable" !== data5){
const err26 = {instancePath:instancePath+"/central-nat",schemaPath:"#/properties/central-nat/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["central-nat"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs22 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid6 = true;
passing2 = 1;
}
}
if(!valid6){
const err27 = {instancePath:instancePath+"/central-nat",schemaPath:"#/properties/central-nat/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["central-nat"].oneOf,parentSchema:schema53.properties["central-nat"],data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data["fwpolicy-implicit-log"] !== undefined){
let data6 = data["fwpolicy-implicit-log"];
if(typeof data6 !== "string"){
const err28 = {instancePath:instancePath+"/fwpolicy-implicit-log",schemaPath:"#/properties/fwpolicy-implicit-log/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["fwpolicy-implicit-log"].type,parentSchema:schema53.properties["fwpolicy-implicit-log"],data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs25 = errors;
let valid7 = false;
let passing3 = null;
const _errs26 = errors;
if("enable" !== data6){
const err29 = {instancePath:instancePath+"/fwpolicy-implicit-log",schemaPath:"#/properties/fwpolicy-implicit-log/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["fwpolicy-implicit-log"].oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs26 === errors;
if(_valid3){
valid7 = true;
passing3 = 0;
}
const _errs27 = errors;
if("disable" !== data6){
const err30 = {instancePath:instancePath+"/fwpolicy-implicit-log",schemaPath:"#/properties/fwpolicy-implicit-log/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["fwpolicy-implicit-log"].oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs27 === errors;
if(_valid3 && valid7){
valid7 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid7 = true;
passing3 = 1;
}
}
if(!valid7){
const err31 = {instancePath:instancePath+"/fwpolicy-implicit-log",schemaPath:"#/properties/fwpolicy-implicit-log/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["fwpolicy-implicit-log"].oneOf,parentSchema:schema53.properties["fwpolicy-implicit-log"],data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.comments !== undefined){
let data7 = data.comments;
if(typeof data7 === "string"){
if(func1(data7) > 255){
const err32 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comments,data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comments.type,parentSchema:schema53.properties.comments,data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[]};
const templates2 = {};
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath+"/comments")) && (err34.keyword in emErrors2)) && (err34.schemaPath.indexOf("#/properties/comments") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(21)))){
emErrors2[err34.keyword].push(err34);
err34.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err35 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.comments.errorMessage[key2],schema:schema53.properties.comments.errorMessage,parentSchema:schema53.properties.comments,data:data7};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
const emErrs2 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs2.push(err36);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"name":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath)) && (err38.keyword in emErrors3)) && (err38.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(1)))){
emPropParams0 = obj0[err38.keyword];
emParamsErrors0 = emErrors3[err38.keyword][err38.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err38);
err38.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err39 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key3][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs3.push(err40);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-6a7056ff"] = validate25;
const schema54 = {"const":"profile-based","title":"Profile-based","$id":"-6a7056ff"};

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
if("profile-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "profile-based"},message:"must be equal to constant",schema:"profile-based",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7f568109"] = validate26;
const schema55 = {"const":"policy-based","title":"Policy-based","$id":"-7f568109"};

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
if("policy-based" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "policy-based"},message:"must be equal to constant",schema:"policy-based",parentSchema:schema55,data};
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

exports["2d9a0f5d"] = validate27;
const schema56 = {"const":"flow","title":"Flow-based","$id":"2d9a0f5d"};

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
if("flow" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "flow"},message:"must be equal to constant",schema:"flow",parentSchema:schema56,data};
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

exports["-ae4d09b"] = validate28;
const schema57 = {"const":"proxy","title":"Proxy-based","$id":"-ae4d09b"};

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
if("proxy" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "proxy"},message:"must be equal to constant",schema:"proxy",parentSchema:schema57,data};
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

exports["4fa2a2d7"] = validate29;
const schema58 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema58,data};
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

exports["78fd03b3"] = validate30;
const schema59 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema59,data};
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

export const validateFns = exports;
